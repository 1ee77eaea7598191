-- Artifacts (packages/artifacts) are shared between scans by hash: before deleting one, retention and
-- DELETE /UrlCheck/{id} ask whether any remaining scan still references it. These expression indexes
-- keep that question an index lookup (src/domain/artifacts.ts uses exactly these expressions).
-- Expression indexes cannot be written in schema.prisma; the drift check only looks for the ones it declares.
CREATE INDEX "scans_capture_screenshot_sha256_idx" ON "scans" (("result" #>> '{capture,screenshot,sha256}'));
CREATE INDEX "scans_capture_dom_sha256_idx" ON "scans" (("result" #>> '{capture,dom,sha256}'));
CREATE INDEX "scans_capture_har_sha256_idx" ON "scans" (("result" #>> '{capture,har,sha256}'));
