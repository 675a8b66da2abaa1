-- Tells every server process when a sign-in (a refresh-token family) ends, on the channel the
-- access check already listens to (0009): `s:<family id>`. The access check then refuses the
-- session's access tokens and closes its live sockets at once, not when the tokens expire.
-- Revoking a family updates each of its rows; PostgreSQL delivers identical payloads of one
-- transaction once, at commit.
CREATE FUNCTION raahi_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('raahi_accounts', 's:' || OLD.family_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_ended
  AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION raahi_session_ended();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_deleted
  AFTER DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION raahi_session_ended();
