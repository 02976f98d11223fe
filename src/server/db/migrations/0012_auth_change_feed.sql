-- The change feed of the session cache (features/auth/session-cache.ts): every write that can end or
-- change a sign-in, from any app server or from plain SQL, tells every LISTENing server which
-- sign-in or whose sign-ins to forget. A session updated (refreshed, cut short) or deleted (sign-out,
-- revocation, a ban, a password reset, expiry clean-up); a user updated (role, ban, name, email) or
-- deleted (sessions go with it). Notifications are sent on commit, and identical ones in one
-- transaction are sent once.
CREATE OR REPLACE FUNCTION bilimdon_auth_changed() RETURNS trigger AS $$
BEGIN
  -- TG_ARGV[0]: what the row's id names, 'session' or 'user'
  PERFORM pg_notify('bilimdon_auth', json_build_object(TG_ARGV[0], OLD.id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_auth_changed AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION bilimdon_auth_changed('session');
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION bilimdon_auth_changed('user');
