CREATE TABLE "signup_bonus_claims" (
	"email_key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Every existing account already had its bonus: the same canonical e-mail key as
-- signupBonusKey() in core/signup-bonus.ts (lower case, no "+tag", Gmail without dots).
INSERT INTO "signup_bonus_claims" ("email_key", "claimed_at")
SELECT encode(sha256(convert_to(
  CASE WHEN split_part(lower(email), '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(split_part(split_part(lower(email), '@', 1), '+', 1), '.', '') || '@gmail.com'
    ELSE split_part(split_part(lower(email), '@', 1), '+', 1) || '@' || split_part(lower(email), '@', 2)
  END, 'UTF8')), 'hex'), "created_at"
FROM "parents"
ON CONFLICT DO NOTHING;
