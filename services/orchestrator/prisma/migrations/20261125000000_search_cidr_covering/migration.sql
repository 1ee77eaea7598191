-- ip:<CIDR> with no other term (bench/search.ts, 1,000,000 scans): the address index of 20261124010000
-- held only the address, so each half of a search (the caller's workspace, public scans of the others)
-- read every workspace's addresses in the range and fetched each row from the table to learn its
-- workspace, public flag and time — tens of thousands of heap reads for a shared-hosting /24.
--
-- One index per half instead, each holding what the query reads (index-only scans): the caller's own
-- addresses by workspace, and public addresses. `value` is included because PostgreSQL does not answer
-- an expression index's query index-only unless the column under the expression is in the index too.
CREATE INDEX "scan_terms_ip_own_idx" ON "scan_terms" ("workspace_id", ("value"::inet)) INCLUDE ("value", "submitted_at", "scan_id") WHERE "kind" = 'ip';
CREATE INDEX "scan_terms_ip_public_idx" ON "scan_terms" (("value"::inet)) INCLUDE ("value", "workspace_id", "submitted_at", "scan_id") WHERE "kind" = 'ip' AND "public";
DROP INDEX "scan_terms_ip_idx";
