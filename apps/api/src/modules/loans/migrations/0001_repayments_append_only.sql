-- Repayments are history, like the ledger's postings they mirror: never rewritten, never removed.
-- ledger_refuse_change() comes from the ledger's migrations, which always run before these.
CREATE TRIGGER loan_repayments_append_only BEFORE UPDATE OR DELETE ON loan_repayments
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER loan_repayments_no_truncate BEFORE TRUNCATE ON loan_repayments
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
