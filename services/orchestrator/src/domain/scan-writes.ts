import { Operations, type ScanCompletedEvent } from '@lookout/contracts';
import type { DatabasePool } from '@lookout/database';
import type { ScanRow } from './scan-resource.js';
import type { SearchIndexEntry } from './search-terms.js';

/**
 * The hot paths' writes — submit, cache hit, started, finished, outbox marks — as plain SQL on the pg
 * pool beneath the Prisma adapter: one statement per state change. Prisma keeps the schema, the
 * migrations and every cold path; measured on this machine a Prisma write costs several times the CPU
 * of the same statement sent by pg (bench/statements.ts counts them, docs/benchmarks.md has the
 * figures). Runs with search_path set to the orchestrator's schema (databasePool).
 */

/** The scan columns a ScanRow is made of, under ScanRow's names. */
const SCAN_ROW = `id, workspace_id AS "workspaceId", url, normalized_url AS "normalizedUrl", state::text AS state, cached,
  submitted_at AS "submittedAt", started_at AS "startedAt", completed_at AS "completedAt", reason_code AS "reasonCode",
  reason_message AS "reasonMessage", unreachable, result, visibility, tags, capture_options AS "captureOptions",
  options_fingerprint AS "optionsFingerprint"`;

/** The same, qualified for statements that join (RETURNING of an UPDATE … FROM). */
const SCAN_ROW_OF = (alias: string) => SCAN_ROW.replace(/(^|,\s*)(\w+)/g, (_match, lead: string, column: string) => `${lead}${alias}.${column}`);

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * A statement prepared once per connection under its name (the hot paths' statements are few and
 * fixed): Postgres parses and plans each of these CTEs once per connection instead of on every call,
 * which halved its CPU per scan here (docs/benchmarks.md). Needs session-level connections (a pooler
 * in session mode, not transaction mode).
 */
export const prepared = (name: string, text: string) => ({ name: `orchestrator.${name}`, text });

/** Every outbox row these statements write is a scan's scan.completed (scan-events.ts builds it). */
const COMPLETED_SUBJECT = Operations.scanCompleted.subject;

/** How often a submission runs again after a concurrent one started the job it then attaches to. */
const ATTACH_ATTEMPTS = 5;

/** The terms of a search index entry as the three arrays the statements unnest (phash: band rows only). */
function termArrays(terms: SearchIndexEntry['terms']): [string[], string[], (string | null)[]] {
  return [terms.map((term) => term.kind), terms.map((term) => term.value), terms.map((term) => term.phash ?? null)];
}

export interface NewJob {
  id: string;
  url: string;
  createdAt: Date;
  deadlineAt: Date;
}

export interface TerminalChange {
  scanState: 'completed' | 'failed';
  startedAt: Date | null;
  completedAt: Date;
  reasonCode: string | null;
  reasonMessage: string | null;
  unreachable: boolean | null;
  /** The result, or null for a failure (the scans keep what they had). */
  result: unknown;
}

export class ScanWrites {
  constructor(private readonly pool: DatabasePool) {}

  /**
   * A cache hit: the caller's own completed scan, its search terms and its outbox row (the scan's
   * scan.completed, built from the row when published), in one statement: all or nothing.
   */
  async insertCachedScan(row: ScanRow, index: SearchIndexEntry): Promise<void> {
    const [kinds, values, phashes] = termArrays(index.terms);
    await this.pool.query(
      prepared('insert-cached-scan', `WITH scan AS (
         INSERT INTO scans (id, workspace_id, url, normalized_url, visibility, tags, capture_options, options_fingerprint,
                            state, cached, submitted_at, started_at, completed_at, result, final_url, screenshot_phash)
         VALUES ($1, $2, $3, $4, $5, $6::text[], $7::jsonb, $8, 'completed', true, $9, $9, $9, $10::jsonb, $11, $12)
         RETURNING id
       ), terms AS (
         -- FROM scan: the terms are made after the scan row, which their fill trigger reads.
         INSERT INTO scan_terms (scan_id, kind, value, phash)
         SELECT scan.id, term.kind, term.value, term.phash FROM scan, unnest($13::text[], $14::text[], $16::text[]) AS term(kind, value, phash)
         ON CONFLICT DO NOTHING
       )
       INSERT INTO outbox_events (id, subject) SELECT id, $15 FROM scan`),
      [
        row.id, row.workspaceId, row.url, row.normalizedUrl, row.visibility, row.tags, json(row.captureOptions), row.optionsFingerprint,
        row.submittedAt, json(row.result), index.finalUrl, index.screenshotPhash, kinds, values, COMPLETED_SUBJECT, phashes,
      ],
    );
  }

  /**
   * A submission that is not a cache hit: attaches a new scan to the job in flight for the same fetch,
   * or to a new job, with its terms — one statement. At most one unforced job per URL and options is
   * in flight (the partial unique index scan_jobs_coalescing_key), so of concurrent submissions that
   * find none, one inserts the job and the others insert nothing (ON CONFLICT DO NOTHING, and so no
   * scan): they run again, and the new snapshot finds the winner's job.
   *
   * The in-flight job is locked FOR SHARE until the statement commits, so an outcome finishing it
   * waits for this scan and then finishes it with the others (finishJob reads the scans after taking
   * the job's row lock), and a job that is finishing meanwhile is not joined (its row no longer
   * qualifies once the lock is granted).
   */
  async createOrAttach(
    scan: Omit<ScanRow, 'state' | 'cached' | 'startedAt' | 'completedAt' | 'reasonCode' | 'reasonMessage' | 'unreachable' | 'result'>,
    job: NewJob,
    options: { forceNewJob: boolean; terms: SearchIndexEntry['terms'] },
  ): Promise<{ row: ScanRow; job: (NewJob & { normalizedUrl: string }) | null }> {
    const [kinds, values, phashes] = termArrays(options.terms);
    for (let attempt = 1; ; attempt++) {
      const { rows } = await this.pool.query<ScanRow & { newJob: boolean }>(
        prepared('create-or-attach', `WITH inflight AS (
           -- Only a job fetching the same way is the same fetch: other options mean another job.
           SELECT id, state, started_at FROM scan_jobs
            WHERE NOT $1::boolean AND normalized_url = $2 AND options_fingerprint = $3 AND state IN ('queued', 'running')
            ORDER BY created_at DESC LIMIT 1 FOR SHARE
         ), new_job AS (
           INSERT INTO scan_jobs (id, normalized_url, url, created_at, deadline_at, options, options_fingerprint, forced)
           SELECT $4, $2, $5, $6, $7, $8::jsonb, $3, $1 WHERE NOT EXISTS (SELECT 1 FROM inflight)
           ON CONFLICT (normalized_url, options_fingerprint) WHERE state IN ('queued', 'running') AND NOT forced DO NOTHING
           RETURNING id, state, started_at
         ), job AS (
           SELECT id, state, started_at, true AS new_job FROM new_job
           UNION ALL SELECT id, state, started_at, false FROM inflight
         ), scan AS (
           INSERT INTO scans (id, workspace_id, url, normalized_url, submitted_at, visibility, tags, capture_options, options_fingerprint, job_id, state, started_at)
           SELECT $9, $10, $11, $2, $12, $13, $14::text[], $8::jsonb, $3, job.id, job.state, job.started_at FROM job
           RETURNING *
         ), terms AS (
           INSERT INTO scan_terms (scan_id, kind, value, phash)
           SELECT scan.id, term.kind, term.value, term.phash FROM scan, unnest($15::text[], $16::text[], $17::text[]) AS term(kind, value, phash)
           ON CONFLICT DO NOTHING
         )
         SELECT ${SCAN_ROW_OF('scan')}, (SELECT new_job FROM job) AS "newJob" FROM scan`),
        [
          options.forceNewJob, scan.normalizedUrl, scan.optionsFingerprint, job.id, job.url, job.createdAt, job.deadlineAt, json(scan.captureOptions),
          scan.id, scan.workspaceId, scan.url, scan.submittedAt, scan.visibility, scan.tags, kinds, values, phashes,
        ],
      );
      const created = rows[0];
      if (created) {
        const { newJob, ...row } = created;
        return { row, job: newJob ? { ...job, normalizedUrl: scan.normalizedUrl } : null };
      }
      // A concurrent submission inserted the job in flight after this statement's snapshot was taken.
      if (attempt >= ATTACH_ATTEMPTS) throw new Error(`submission of ${scan.normalizedUrl} lost the race for its job ${attempt} times`);
    }
  }

  /** A worker took the job: the job and its queued scans become running, in one statement. Returns the scans moved. */
  async markStarted(jobId: string, startedAt: Date): Promise<ScanRow[]> {
    const { rows } = await this.pool.query<ScanRow>(
      prepared('mark-started', `WITH job AS (
         UPDATE scan_jobs SET state = 'running', started_at = $2 WHERE id = $1 AND state = 'queued' RETURNING id
       )
       UPDATE scans SET state = 'running', started_at = $2 WHERE job_id = (SELECT id FROM job) AND state = 'queued'
       RETURNING ${SCAN_ROW}`),
      [jobId, startedAt],
    );
    return rows;
  }

  /**
   * A job and every scan attached to it become terminal, exactly once: two statements in one
   * transaction. First the job's own change, which takes its row lock — the exactly-once gate (a
   * concurrent outcome for the same job then finds it terminal) and the wait for submissions holding
   * it FOR SHARE (createOrAttach) to commit. Then, with a snapshot taken after that wait, so that the
   * scans those submissions attached are seen, the scans with the search index of the result
   * (`indexOf` the job's URL, null without a result) and one outbox row each. The returned rows are
   * what the events are built from (scan-events.ts). Null when the job was already terminal.
   *
   * Why not one statement: a statement's snapshot is taken before it waits for the job's lock, so a
   * scan attached meanwhile would stay queued for ever (services/orchestrator/test/scan-writes.test.ts).
   */
  async finishJob(
    jobId: string,
    change: TerminalChange,
    indexOf: (normalizedUrl: string) => SearchIndexEntry | null,
  ): Promise<{ rows: ScanRow[]; cacheKey: { normalizedUrl: string; optionsFingerprint: string } } | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const job = await client.query<{ normalizedUrl: string; optionsFingerprint: string }>(
        prepared('finish-job', `UPDATE scan_jobs SET state = $2::text::"ScanState", completed_at = $3, started_at = COALESCE($4, started_at)
          WHERE id = $1 AND state IN ('queued', 'running')
          RETURNING normalized_url AS "normalizedUrl", options_fingerprint AS "optionsFingerprint"`),
        [jobId, change.scanState, change.completedAt, change.startedAt],
      );
      if (job.rowCount === 0) {
        await client.query('COMMIT');
        return null;
      }
      const index = indexOf(job.rows[0]!.normalizedUrl);
      const [kinds, values, phashes] = termArrays(index?.terms ?? []);
      const { rows } = await client.query<ScanRow>(
        prepared('finish-job-scans', `WITH finished AS (
           UPDATE scans SET state = $2::text::"ScanState", started_at = COALESCE(started_at, $3, $4), completed_at = $4,
                  reason_code = $5, reason_message = $6, unreachable = $7,
                  result = COALESCE($8::jsonb, result), final_url = CASE WHEN $8::jsonb IS NULL THEN final_url ELSE $9 END,
                  screenshot_phash = CASE WHEN $8::jsonb IS NULL THEN screenshot_phash ELSE $10 END
            WHERE job_id = $1 AND state IN ('queued', 'running')
            RETURNING *
         ), terms AS (
           INSERT INTO scan_terms (scan_id, kind, value, phash)
           SELECT finished.id, term.kind, term.value, term.phash FROM finished, unnest($11::text[], $12::text[], $13::text[]) AS term(kind, value, phash)
           ON CONFLICT DO NOTHING
         ), events AS (
           INSERT INTO outbox_events (id, subject) SELECT id, $14 FROM finished
         )
         SELECT ${SCAN_ROW_OF('finished')} FROM finished`),
        [
          jobId, change.scanState, change.startedAt, change.completedAt, change.reasonCode, change.reasonMessage, change.unreachable,
          json(change.result ?? undefined), index?.finalUrl ?? null, index?.screenshotPhash ?? null, kinds, values, phashes, COMPLETED_SUBJECT,
        ],
      );
      await client.query('COMMIT');
      return { rows, cacheKey: job.rows[0]! };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Outbox rows not published yet (the sweep's read, oldest first): a scan's row with the scan it is
   * the event of (null when the scan was deleted since), a row from before 20261126000000 with its payload.
   */
  async unpublishedEvents(createdBefore: Date, limit: number): Promise<{ outboxId: string; subject: string; payload: ScanCompletedEvent | null; scan: ScanRow | null }[]> {
    const { rows } = await this.pool.query<ScanRow & { outboxId: string; outboxSubject: string; payload: ScanCompletedEvent | null; found: boolean }>(
      prepared('unpublished-events', `SELECT o.id AS "outboxId", o.subject AS "outboxSubject", o.payload, s.id IS NOT NULL AS found, ${SCAN_ROW_OF('s')}
         FROM outbox_events o LEFT JOIN scans s ON o.payload IS NULL AND s.id = o.id
        WHERE o.published_at IS NULL AND o.created_at < $1
        ORDER BY o.created_at LIMIT $2`),
      [createdBefore, limit],
    );
    return rows.map(({ outboxId, outboxSubject, payload, found, ...scan }) => ({ outboxId, subject: outboxSubject, payload, scan: found ? scan : null }));
  }

  /** Marks outbox rows published, many at a time (EventOutbox batches the marks). */
  async markPublished(ids: readonly string[], at: Date): Promise<void> {
    await this.pool.query(prepared('mark-published', 'UPDATE outbox_events SET published_at = $2 WHERE id = ANY($1::text[]) AND published_at IS NULL'), [ids, at]);
  }
}
