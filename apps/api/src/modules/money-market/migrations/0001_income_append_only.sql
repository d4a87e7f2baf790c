-- Credited income is history, like the ledger's postings it mirrors: never rewritten, never removed.
-- ledger_refuse_change() comes from the ledger's migrations, which always run before these.
CREATE TRIGGER money_market_income_append_only BEFORE UPDATE OR DELETE ON money_market_income
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER money_market_income_no_truncate BEFORE TRUNCATE ON money_market_income
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
