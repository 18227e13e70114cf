ALTER TABLE "children" DROP CONSTRAINT "children_username_unique";--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "family_code" text;--> statement-breakpoint
-- Every existing family gets its code: 8 characters of FAMILY_CODE_ALPHABET (contracts/limits.ts).
-- The subquery names the row, so it runs again for each family instead of once for all.
UPDATE "parents" SET "family_code" = (
  SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '')
  FROM generate_series(1, 8)
  WHERE "parents"."id" IS NOT NULL
);--> statement-breakpoint
ALTER TABLE "parents" ALTER COLUMN "family_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "children_family_username_unique" ON "children" USING btree ("parent_id","username");--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_family_code_unique" UNIQUE("family_code");
