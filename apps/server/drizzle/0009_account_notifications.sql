-- Tells every server process when an account the access check caches changes (see
-- apps/server/src/modules/users/account-cache.ts). Delivered at commit, to listeners only.
CREATE FUNCTION raahi_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('raahi_accounts', CASE TG_TABLE_NAME WHEN 'users' THEN 'u:' ELSE 'v:' END || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_account_changed
  AFTER UPDATE OF account_status, must_change_password, role, vendor_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION raahi_account_changed();
--> statement-breakpoint
CREATE TRIGGER vendors_account_changed
  AFTER UPDATE OF account_status OR DELETE ON vendors
  FOR EACH ROW EXECUTE FUNCTION raahi_account_changed();
