CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"language" text DEFAULT 'pt' NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "summary_source" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "summarized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "language" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector(kiddo_search_config(language), kiddo_unaccent(content))) STORED;--> statement-breakpoint
ALTER TABLE "parent_settings" ADD COLUMN "notify_daily_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_settings" ADD COLUMN "last_digest_on" date;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_category_valid" CHECK ("conversations"."category" in ('educational', 'leisure', 'mixed'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_summary_source_valid" CHECK ("conversations"."summary_source" in ('model', 'extractive'));--> statement-breakpoint
-- Messages stored before this migration: the language of their child.
UPDATE "messages" AS m SET "language" = c."language" FROM "conversations" AS cv JOIN "children" AS c ON c."id" = cv."child_id" WHERE m."conversation_id" = cv."id";
