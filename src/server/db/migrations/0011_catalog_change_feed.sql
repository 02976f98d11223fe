-- The change feed of the public catalogue read model (docs/architecture.md#a-page-view): every write to what the
-- catalogue shows, from any app server or from plain SQL, tells every LISTENing server which table
-- and which quiz or category changed. Settings are absent: no setting changes what the catalogue
-- shows. Notifications are sent on commit, and identical ones in one transaction are sent once.
CREATE OR REPLACE FUNCTION bilimdon_catalog_changed() RETURNS trigger AS $$
DECLARE
  changed jsonb := CASE TG_OP WHEN 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
BEGIN
  -- TG_ARGV[0]: the column naming the affected quiz or category ('id' or 'quiz_id')
  PERFORM pg_notify('bilimdon_catalog', json_build_object('table', TG_TABLE_NAME, 'id', changed ->> TG_ARGV[0])::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER quizzes_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON quizzes
  FOR EACH ROW EXECUTE FUNCTION bilimdon_catalog_changed('id');
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION bilimdon_catalog_changed('id');
--> statement-breakpoint
CREATE TRIGGER questions_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON questions
  FOR EACH ROW EXECUTE FUNCTION bilimdon_catalog_changed('quiz_id');
--> statement-breakpoint
CREATE TRIGGER quiz_results_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON quiz_results
  FOR EACH ROW EXECUTE FUNCTION bilimdon_catalog_changed('quiz_id');
