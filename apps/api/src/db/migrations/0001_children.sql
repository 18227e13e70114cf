CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"birth_date" date NOT NULL,
	"language" text DEFAULT 'pt' NOT NULL,
	"avatar_key" text,
	"access_token_hash" text,
	"access_token_sealed" text,
	"last_access_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_username_unique" UNIQUE("username"),
	CONSTRAINT "children_access_token_hash_unique" UNIQUE("access_token_hash")
);
--> statement-breakpoint
CREATE TABLE "parental_controls" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"audio_enabled" boolean DEFAULT false NOT NULL,
	"voice_quality" text DEFAULT 'standard' NOT NULL,
	"response_complexity" text DEFAULT 'medium' NOT NULL,
	"max_daily_chats" integer DEFAULT 10 NOT NULL,
	"max_message_length" integer DEFAULT 500 NOT NULL,
	"interest_topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"favorite_topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocked_topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_restrictions" integer DEFAULT 120 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "controls_daily_chats_range" CHECK ("parental_controls"."max_daily_chats" between 1 and 50),
	CONSTRAINT "controls_message_length_range" CHECK ("parental_controls"."max_message_length" between 50 and 2000),
	CONSTRAINT "controls_voice_quality_valid" CHECK ("parental_controls"."voice_quality" in ('standard', 'premium', 'deluxe')),
	CONSTRAINT "controls_complexity_valid" CHECK ("parental_controls"."response_complexity" in ('simple', 'medium', 'advanced'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "child_id" uuid;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_controls" ADD CONSTRAINT "parental_controls_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_parent_idx" ON "children" USING btree ("parent_id","created_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_child_idx" ON "sessions" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_child_matches_kind" CHECK (("sessions"."kind" = 'child') = ("sessions"."child_id" is not null));