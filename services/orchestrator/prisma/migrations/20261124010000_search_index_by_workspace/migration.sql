-- Search at scale (bench/search.ts, 1,000,000 scans): every query is "the newest scans of my workspace
-- or public ones that match", so the index answers it in that order.
--
-- Each term row carries its scan's workspace, public flag and submission time (copied from the scan by
-- the trigger below, so writers insert (scan_id, kind, value) as before). A term query then reads two
-- index ranges already in newest-first order — the caller's workspace (primary key) and public scans of
-- the others (scan_terms_public_idx) — and stops after a page, however common the value. Anonymous
-- scans are never searchable, so their terms are not kept.

ALTER TABLE "scan_terms" ADD COLUMN "workspace_id" TEXT, ADD COLUMN "public" BOOLEAN, ADD COLUMN "submitted_at" TIMESTAMPTZ(3);

UPDATE "scan_terms" t SET "workspace_id" = s."workspace_id", "public" = (s."visibility" = 'public'), "submitted_at" = s."submitted_at"
FROM "scans" s WHERE s."id" = t."scan_id";
DELETE FROM "scan_terms" WHERE "workspace_id" IS NULL;

ALTER TABLE "scan_terms"
  ALTER COLUMN "workspace_id" SET NOT NULL, ALTER COLUMN "workspace_id" SET DEFAULT '',
  ALTER COLUMN "public" SET NOT NULL, ALTER COLUMN "public" SET DEFAULT false,
  ALTER COLUMN "submitted_at" SET NOT NULL, ALTER COLUMN "submitted_at" SET DEFAULT CURRENT_TIMESTAMP;

-- A scan's id fixes its workspace and time, so this key is as unique as (kind, value, scan_id) was.
ALTER TABLE "scan_terms" DROP CONSTRAINT "scan_terms_pkey";
ALTER TABLE "scan_terms" ADD CONSTRAINT "scan_terms_pkey" PRIMARY KEY ("kind", "value", "workspace_id", "submitted_at", "scan_id");
CREATE INDEX "scan_terms_public_idx" ON "scan_terms" ("kind", "value", "submitted_at", "scan_id") WHERE "public";
-- ip:<CIDR>: btree on the address, so "<<=" becomes a range scan (PostgreSQL's network_subset_support).
CREATE INDEX "scan_terms_ip_idx" ON "scan_terms" (("value"::inet)) WHERE "kind" = 'ip';

CREATE FUNCTION "scan_terms_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scan RECORD;
BEGIN
  SELECT "workspace_id", "visibility", "submitted_at" INTO scan FROM "scans" WHERE "id" = NEW."scan_id";
  -- No scan (deleted meanwhile) or an anonymous one: nothing to index. The row is skipped, not an error.
  IF NOT FOUND OR scan."workspace_id" IS NULL THEN
    RETURN NULL;
  END IF;
  NEW."workspace_id" := scan."workspace_id";
  NEW."public" := scan."visibility" = 'public';
  NEW."submitted_at" := scan."submitted_at";
  RETURN NEW;
END;
$$;
CREATE TRIGGER "scan_terms_fill" BEFORE INSERT ON "scan_terms" FOR EACH ROW EXECUTE FUNCTION "scan_terms_fill"();

-- Near-identical screenshots (related scans): candidates come from the 7 'phash-band' terms, and the
-- exact distance is checked on this column rather than inside each candidate's (large) result.
ALTER TABLE "scans" ADD COLUMN "screenshot_phash" TEXT;
UPDATE "scans" s SET "screenshot_phash" = t."value" FROM "scan_terms" t WHERE t."kind" = 'phash' AND t."scan_id" = s."id";

-- Queries with no term (only state:, submitted:, url: or nothing): the same two ranges on scans.
CREATE INDEX "scans_workspace_id_submitted_at_id_idx" ON "scans" ("workspace_id", "submitted_at", "id");
CREATE INDEX "scans_public_submitted_at_id_idx" ON "scans" ("submitted_at", "id") WHERE "visibility" = 'public';
