-- Stored answers as `json` (kept as sent) instead of `jsonb` (converted on every write): the
-- batch that fills market orders writes one per keyed order, and is never asked about their insides.
ALTER TABLE "idempotency_requests" ALTER COLUMN "response" SET DATA TYPE json USING "response"::json;
