-- CreateEnum
CREATE TYPE "ScanState" AS ENUM ('queued', 'running', 'completed', 'failed');

-- CreateTable
CREATE TABLE "scan_jobs" (
    "id" TEXT NOT NULL,
    "normalized_url" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "state" "ScanState" NOT NULL DEFAULT 'queued',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "deadline_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scan_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scans" (
    "id" TEXT NOT NULL,
    "workspace_id" TEXT,
    "job_id" TEXT,
    "url" TEXT NOT NULL,
    "normalized_url" TEXT NOT NULL,
    "state" "ScanState" NOT NULL DEFAULT 'queued',
    "cached" BOOLEAN NOT NULL DEFAULT false,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "reason_code" TEXT,
    "reason_message" TEXT,
    "unreachable" BOOLEAN,
    "result" JSONB,

    CONSTRAINT "scans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "scan_jobs_state_deadline_at_idx" ON "scan_jobs"("state", "deadline_at");

-- CreateIndex
CREATE INDEX "scan_jobs_normalized_url_state_idx" ON "scan_jobs"("normalized_url", "state");

-- CreateIndex
CREATE INDEX "scans_job_id_idx" ON "scans"("job_id");

-- CreateIndex
CREATE INDEX "scans_normalized_url_completed_at_idx" ON "scans"("normalized_url", "completed_at");

-- CreateIndex
CREATE INDEX "scans_submitted_at_idx" ON "scans"("submitted_at");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_created_at_idx" ON "outbox_events"("published_at", "created_at");

-- AddForeignKey
ALTER TABLE "scans" ADD CONSTRAINT "scans_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "scan_jobs"("id") ON DELETE SET NULL ON UPDATE CASCADE;
