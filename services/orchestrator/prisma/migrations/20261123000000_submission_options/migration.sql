-- Submission options (issue 16, contract §8): visibility and tags on scans; the capture options and
-- their fingerprint (part of the cache key and of in-flight coalescing) on scans and jobs.
-- Rows from before this migration were fetched by the http engine with no options: their options
-- are {"engine":"http"} and their fingerprint is sha256 of exactly that canonical JSON.

ALTER TABLE "scans"
    ADD COLUMN "visibility" TEXT NOT NULL DEFAULT 'private',
    ADD COLUMN "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    ADD COLUMN "capture_options" JSONB NOT NULL DEFAULT '{"engine":"http"}',
    ADD COLUMN "options_fingerprint" TEXT NOT NULL DEFAULT 'b8e525cab58eff380894f47b005b0b7e5a6df3bc13607a5ccf78402044cff77c';

-- Anonymous scans are readable by id and never searchable.
UPDATE "scans" SET "visibility" = 'unlisted' WHERE "workspace_id" IS NULL;

ALTER TABLE "scans"
    ALTER COLUMN "capture_options" DROP DEFAULT,
    ALTER COLUMN "options_fingerprint" DROP DEFAULT;

ALTER TABLE "scan_jobs"
    ADD COLUMN "options" JSONB NOT NULL DEFAULT '{"engine":"http"}',
    ADD COLUMN "options_fingerprint" TEXT NOT NULL DEFAULT 'b8e525cab58eff380894f47b005b0b7e5a6df3bc13607a5ccf78402044cff77c';

ALTER TABLE "scan_jobs"
    ALTER COLUMN "options" DROP DEFAULT,
    ALTER COLUMN "options_fingerprint" DROP DEFAULT;
