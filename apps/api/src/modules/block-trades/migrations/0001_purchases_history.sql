-- Purchases are history, like the ledger entries they mirror: never removed, their figures never
-- rewritten. Only unlock_notified_at may be set (once), when the holding period's end is announced.
CREATE OR REPLACE FUNCTION block_trade_purchases_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (to_jsonb(NEW) - 'unlock_notified_at') = (to_jsonb(OLD) - 'unlock_notified_at')
     AND OLD.unlock_notified_at IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER block_trade_purchases_append_only BEFORE UPDATE OR DELETE ON block_trade_purchases
  FOR EACH ROW EXECUTE FUNCTION block_trade_purchases_guard();
--> statement-breakpoint
CREATE TRIGGER block_trade_purchases_no_truncate BEFORE TRUNCATE ON block_trade_purchases
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
