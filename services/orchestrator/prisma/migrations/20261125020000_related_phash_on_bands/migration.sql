-- Related scans by screenshot: each perceptual-hash band row carries the scan's whole hash, so the
-- distance check runs on the band index itself (index-only) instead of visiting `scans` for every
-- candidate of every band (≈ 14,000 buffers per related query on 1M scans before this).
ALTER TABLE "scan_terms" ADD COLUMN "phash" TEXT;

UPDATE "scan_terms" t SET "phash" = s."screenshot_phash"
FROM "scans" s
WHERE t."kind" = 'phash-band' AND s."id" = t."scan_id" AND s."screenshot_phash" IS NOT NULL;

-- One index per searchable half, in the order the related query walks them (newest first per band
-- value), with the hash beside the key so candidates are judged without a heap visit.
CREATE INDEX "scan_terms_phash_band_own_idx" ON "scan_terms" ("value", "workspace_id", "submitted_at", "scan_id") INCLUDE ("phash")
  WHERE "kind" = 'phash-band';
CREATE INDEX "scan_terms_phash_band_public_idx" ON "scan_terms" ("value", "submitted_at", "scan_id") INCLUDE ("phash", "workspace_id")
  WHERE "kind" = 'phash-band' AND "public";
