-- Scans stored before the search index (20261123200000_search) have no terms. The orchestrator's
-- sweep indexes every scan submitted up to this migration's time, in id order, a batch per tick
-- (src/domain/search-backfill.ts); this single row is its progress. A database with no scans yet has
-- nothing to do.

CREATE TABLE "search_backfill" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "cutoff" TIMESTAMPTZ(3) NOT NULL,
    "last_scan_id" TEXT,
    "done" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "search_backfill_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "search_backfill_single_row" CHECK ("id" = 1)
);

INSERT INTO "search_backfill" ("id", "cutoff", "done") SELECT 1, now(), NOT EXISTS (SELECT 1 FROM "scans");
