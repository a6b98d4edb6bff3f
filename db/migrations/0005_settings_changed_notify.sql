-- Custom SQL migration file, put your code below! --
-- A change to the store settings tells every app process to drop its cached copy (decision 023),
-- as products do for the listing cache (0003).
CREATE FUNCTION notify_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER store_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_changed();
