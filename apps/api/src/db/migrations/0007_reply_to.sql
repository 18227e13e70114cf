ALTER TABLE "messages" ADD COLUMN "reply_to" uuid;--> statement-breakpoint
CREATE INDEX "messages_reply_to_idx" ON "messages" USING btree ("reply_to");--> statement-breakpoint
-- Replies stored before this migration: the latest child message before each of them.
UPDATE "messages" AS ai SET "reply_to" = (
  SELECT kid."id" FROM "messages" AS kid
  WHERE kid."conversation_id" = ai."conversation_id" AND kid."sender" = 'kid' AND kid."created_at" <= ai."created_at"
  ORDER BY kid."created_at" DESC, kid."id" DESC LIMIT 1
) WHERE ai."sender" = 'ai';
