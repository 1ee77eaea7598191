-- Submissions coalesce without a per-URL advisory lock: at most one coalescing job per URL and
-- capture options is in flight, enforced by a partial unique index. A submission inserts the job with
-- ON CONFLICT DO NOTHING and, when a concurrent one won, runs again and attaches to it.
-- A re-analysis (bReAnalyze) starts a job of its own beside the one in flight: `forced` keeps it out
-- of the index (later submissions may still attach to it, as before).
ALTER TABLE "scan_jobs" ADD COLUMN "forced" BOOLEAN NOT NULL DEFAULT false;

-- Jobs in flight during the upgrade: all but the newest per URL and options count as forced, so the
-- index can be built (they finish as before; only the newest takes new submissions).
UPDATE "scan_jobs" j SET "forced" = true
WHERE j."state" IN ('queued', 'running')
  AND EXISTS (
    SELECT 1 FROM "scan_jobs" k
    WHERE k."normalized_url" = j."normalized_url" AND k."options_fingerprint" = j."options_fingerprint"
      AND k."state" IN ('queued', 'running') AND (k."created_at", k."id") > (j."created_at", j."id"));

CREATE UNIQUE INDEX "scan_jobs_coalescing_key" ON "scan_jobs" ("normalized_url", "options_fingerprint")
  WHERE "state" IN ('queued', 'running') AND NOT "forced";

-- A scan.completed event is built from its scan row when it is published (scan-events.ts is its one
-- definition), so the outbox row of a scan carries no payload: its id is the scan's id. Rows written
-- before this migration keep their payload and are published as they are.
ALTER TABLE "outbox_events" ALTER COLUMN "payload" DROP NOT NULL;
