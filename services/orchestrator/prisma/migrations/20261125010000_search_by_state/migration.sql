-- state:<state> with no term (bench/search.ts, 1,000,000 scans): each half of a search walked all of
-- the caller's or all public scans newest first and dropped the other states — about 1,000 rows per
-- page of state:failed (2 % of scans). With the state in the index, each half is one range again.
CREATE INDEX "scans_workspace_id_state_submitted_at_id_idx" ON "scans" ("workspace_id", "state", "submitted_at", "id");
CREATE INDEX "scans_public_state_submitted_at_id_idx" ON "scans" ("state", "submitted_at", "id") WHERE "visibility" = 'public';
