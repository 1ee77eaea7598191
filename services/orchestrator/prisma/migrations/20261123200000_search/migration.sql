-- Search over past scans (issue 16): one row per searchable term of a scan (domain, host, ip, hash,
-- favicon, verdict, category, tag), written with the scan, at completion and when a cache hit copies a
-- result; removed with the scan (ON DELETE CASCADE). Scans from before this migration are not indexed.

ALTER TABLE "scans" ADD COLUMN "final_url" TEXT;

CREATE TABLE "scan_terms" (
    "scan_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "scan_terms_pkey" PRIMARY KEY ("kind","value","scan_id")
);

CREATE INDEX "scan_terms_scan_id_idx" ON "scan_terms"("scan_id");

ALTER TABLE "scan_terms" ADD CONSTRAINT "scan_terms_scan_id_fkey" FOREIGN KEY ("scan_id") REFERENCES "scans"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Newest first, keyset on (submitted_at, id).
CREATE INDEX "scans_submitted_at_id_idx" ON "scans"("submitted_at", "id");

-- url: prefix matches (LIKE 'prefix%'); not expressible in schema.prisma.
CREATE INDEX "scans_normalized_url_prefix_idx" ON "scans"("normalized_url" text_pattern_ops);
CREATE INDEX "scans_final_url_prefix_idx" ON "scans"("final_url" text_pattern_ops);
