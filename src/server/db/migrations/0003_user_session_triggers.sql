-- A sign-in (auth session) is mirrored in user_sessions, whatever path creates or ends it:
-- sign-in, sign-out, revoking, a password reset or an admin's termination.
CREATE OR REPLACE FUNCTION bilimdon_auth_session_created() RETURNS trigger AS $$
BEGIN
  INSERT INTO user_sessions (user_id, auth_session_id, user_agent, ip_address, last_activity)
  VALUES (NEW.user_id, NEW.id, NEW.user_agent, NEW.ip_address, now());
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bilimdon_auth_session_ended() RETURNS trigger AS $$
BEGIN
  UPDATE user_sessions SET is_active = false, updated_at = now() WHERE auth_session_id = OLD.id AND is_active;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_created AFTER INSERT ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION bilimdon_auth_session_created();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_ended BEFORE DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION bilimdon_auth_session_ended();
