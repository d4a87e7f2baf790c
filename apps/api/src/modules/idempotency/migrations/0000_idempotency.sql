CREATE TABLE "idempotency_requests" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" bigint,
	CONSTRAINT "idempotency_requests_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_state_ck" CHECK ("idempotency_requests"."state" IN ('pending', 'done'))
);
