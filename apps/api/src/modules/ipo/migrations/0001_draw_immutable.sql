-- A published draw can never be rewritten, whoever holds the database: the seed row is written
-- once; an issue's commitment and draw figures, once set, never change; an application's
-- allocation, once drawn, never changes. ledger_refuse_change() comes from the ledger's
-- migrations, which always run before these.
CREATE TRIGGER ipo_seeds_write_once BEFORE UPDATE OR DELETE ON ipo_seeds
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ipo_seeds_no_truncate BEFORE TRUNCATE ON ipo_seeds
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ipo_refuse_draw_change() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'ipo_issues' THEN
    IF (OLD.commitment IS NOT NULL AND NEW.commitment IS DISTINCT FROM OLD.commitment)
      OR (OLD.list_digest IS NOT NULL AND NEW.list_digest IS DISTINCT FROM OLD.list_digest)
      OR (OLD.total_units IS NOT NULL AND NEW.total_units IS DISTINCT FROM OLD.total_units)
      OR (OLD.winning_units IS NOT NULL AND NEW.winning_units IS DISTINCT FROM OLD.winning_units) THEN
      RAISE EXCEPTION 'the draw of IPO issue % is published and cannot change', OLD.id USING ERRCODE = 'P0001';
    END IF;
    IF OLD.state <> 'scheduled' AND (NEW.issue_price IS DISTINCT FROM OLD.issue_price
      OR NEW.public_quantity IS DISTINCT FROM OLD.public_quantity OR NEW.unit_shares IS DISTINCT FROM OLD.unit_shares
      OR NEW.max_units_per_user IS DISTINCT FROM OLD.max_units_per_user OR NEW.code IS DISTINCT FROM OLD.code
      OR NEW.subscribe_start IS DISTINCT FROM OLD.subscribe_start OR NEW.subscribe_end IS DISTINCT FROM OLD.subscribe_end
      OR NEW.draw_at IS DISTINCT FROM OLD.draw_at) THEN
      RAISE EXCEPTION 'IPO issue % is open or past: its terms cannot change', OLD.id USING ERRCODE = 'P0001';
    END IF;
  ELSIF OLD.allocated_units IS NOT NULL
    AND (NEW.allocated_units IS DISTINCT FROM OLD.allocated_units OR NEW.allocated_shares IS DISTINCT FROM OLD.allocated_shares
      OR NEW.units IS DISTINCT FROM OLD.units OR NEW.issue_id IS DISTINCT FROM OLD.issue_id OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    RAISE EXCEPTION 'the allocation of IPO application % is drawn and cannot change', OLD.id USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ipo_issues_draw_fixed BEFORE UPDATE ON ipo_issues
  FOR EACH ROW EXECUTE FUNCTION ipo_refuse_draw_change();
--> statement-breakpoint
CREATE TRIGGER ipo_applications_allocation_fixed BEFORE UPDATE ON ipo_applications
  FOR EACH ROW EXECUTE FUNCTION ipo_refuse_draw_change();
--> statement-breakpoint
CREATE TRIGGER ipo_applications_no_delete BEFORE DELETE OR TRUNCATE ON ipo_applications
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
