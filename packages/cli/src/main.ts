/**
 * `lookout` — the command line for a Lookout service, built on @lookout/client.
 * Exit codes (scripts rely on them; README "CLI"):
 *   0 ok · 1 usage error (bad arguments, missing config) · 2 API or network error ·
 *   3 a scan failed, or (with --fail-on) its verdict is at or above the given one ·
 *   4 webhook verification failed.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { isTerminal, LookoutApiError, LookoutClient, verifyWebhook, type BatchItemResult, type Scan, type ScanSummary, type SubmitOptions } from '@lookout/client';

export const EXIT = { ok: 0, usage: 1, api: 2, scanFailed: 3, verification: 4 } as const;

export interface Io {
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stdin: NodeJS.ReadableStream;
}

class UsageError extends Error {}

const HELP: Record<string, string> = {
  main: `Usage: lookout <command> [options]

Commands:
  scan URL…            submit URLs (--wait to wait for verdicts)
  batch FILE           submit every URL in FILE (one per line) in batches of 100; resumable
  get ID               show a scan; save its screenshot or HAR
  search QUERY         search your workspace's scans (e.g. "domain:example.com verdict:malicious")
  usage                plan, quota and rate limit of your key
  webhook verify       check a received webhook's signature

Configuration: LOOKOUT_URL and LOOKOUT_API_KEY, or ~/.config/lookout/config.json
  ({"url": "...", "apiKey": "..."}; --config FILE for another). Environment wins over the file.
Exit codes: 0 ok, 1 usage error, 2 API or network error, 3 scan failed (or --fail-on matched),
  4 webhook verification failed.
Run "lookout <command> --help" for a command's options.
`,
  scan: `Usage: lookout scan URL… [options]

  --wait                 wait until each scan is completed or failed (long-poll)
  --json                 print the scans as JSON (one array)
  --tag T                tag the scan (repeatable)
  --engine E             browser | http
  --visibility V         private | public
  --reanalyze            skip the cache
  --fail-on VERDICT      exit 3 when a verdict is at or above VERDICT (suspicious | malicious); implies --wait
  --timeout SECONDS      give up waiting after this long (default 300)
Exit 3 when a waited-for scan failed.
`,
  batch: `Usage: lookout batch FILE [options]

Submits every URL in FILE (one per line; blank lines and lines starting with # are skipped) in
batches of 100. Items answered 429 are sent again after their Retry-After. Progress is kept in
FILE.lookout-state.json: running the same command again sends only what is not yet accepted.

  --state PATH           where to keep progress (default FILE.lookout-state.json)
  --json                 print every item's outcome as JSON lines
  --tag T / --engine E / --visibility V   as for scan
`,
  get: `Usage: lookout get ID [options]

  --wait                 wait until the scan is terminal
  --json                 print the scan as JSON
  --screenshot PATH      save the screenshot
  --har PATH             save the HAR
`,
  search: `Usage: lookout search QUERY [options]

  --limit N              at most N scans (default 20)
  --cursor C             continue from a previous page's cursor
  --json                 print the page as JSON
`,
  usage: `Usage: lookout usage [--json]
`,
  webhook: `Usage: lookout webhook verify --secret whsec_… [--payload FILE] [--headers FILE | --header "name: value"…]

Verifies a received webhook (Standard Webhooks) and prints its payload. The payload is read from
FILE or standard input; headers from a JSON object file or --header options (webhook-id,
webhook-timestamp, webhook-signature). The secret may come from LOOKOUT_WEBHOOK_SECRET.
Exit 4 when the signature or timestamp does not verify.
`,
};

const COMMON = { help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' }, config: { type: 'string' } } as const;
const SUBMIT = { tag: { type: 'string', multiple: true }, engine: { type: 'string' }, visibility: { type: 'string' }, reanalyze: { type: 'boolean' } } as const;

function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  try {
    return parseArgs({ args, options: { ...COMMON, ...options }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

interface Config {
  url: string;
  apiKey?: string;
}

/** LOOKOUT_URL / LOOKOUT_API_KEY win over the config file ($XDG_CONFIG_HOME or ~/.config/lookout/config.json). */
export function readCliConfig(env: NodeJS.ProcessEnv, explicit?: string): Config {
  const path = explicit ?? join(env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config'), 'lookout', 'config.json');
  let file: { url?: unknown; apiKey?: unknown } = {};
  if (existsSync(path)) {
    try {
      file = JSON.parse(readFileSync(path, 'utf8')) as typeof file;
    } catch (error) {
      throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`);
    }
  } else if (explicit) throw new UsageError(`config file ${path} does not exist`);
  const url = env.LOOKOUT_URL || (typeof file.url === 'string' ? file.url : undefined);
  const apiKey = env.LOOKOUT_API_KEY || (typeof file.apiKey === 'string' ? file.apiKey : undefined);
  if (!url) throw new UsageError('set LOOKOUT_URL (or "url" in ~/.config/lookout/config.json)');
  if (!/^https?:\/\//.test(url)) throw new UsageError(`LOOKOUT_URL must be an http(s) URL, not ${url}`);
  return apiKey ? { url, apiKey } : { url };
}

function client(env: NodeJS.ProcessEnv, configPath: string | undefined): LookoutClient {
  const config = readCliConfig(env, configPath);
  return new LookoutClient({ baseUrl: config.url, ...(config.apiKey ? { apiKey: config.apiKey } : {}) });
}

function submitOptions(values: { tag?: string[]; engine?: string; visibility?: string; reanalyze?: boolean }): SubmitOptions {
  const options: SubmitOptions = {};
  if (values.tag?.length) options.tags = values.tag;
  if (values.engine !== undefined) {
    if (values.engine !== 'browser' && values.engine !== 'http') throw new UsageError('--engine must be browser or http');
    options.engine = values.engine;
  }
  if (values.visibility !== undefined) {
    if (values.visibility !== 'private' && values.visibility !== 'public') throw new UsageError('--visibility must be private or public');
    options.visibility = values.visibility;
  }
  if (values.reanalyze) options.reanalyze = true;
  return options;
}

const RANK: Record<string, number> = { clean: 0, suspicious: 1, malicious: 2 };

function line(scan: Scan): string {
  const verdict = scan.result ? `${scan.result.verdict} (score ${scan.result.score})` : scan.reason ? `${scan.reason.code}: ${scan.reason.message}` : '';
  return [scan.scanId, scan.scanState, verdict, scan.url].filter(Boolean).join('\t');
}

/** A search hit: its verdict is at the top level (summaries carry no full result). */
function summaryLine(scan: ScanSummary): string {
  const verdict = scan.verdict ? `${scan.verdict} (score ${scan.score ?? '?'})` : '';
  return [scan.scanId, scan.scanState, verdict, scan.tags.length ? `tags ${scan.tags.join(',')}` : '', scan.url].filter(Boolean).join('\t');
}

async function scanCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, { ...SUBMIT, wait: { type: 'boolean' }, 'fail-on': { type: 'string' }, timeout: { type: 'string' } });
  if (values.help) return help(io, 'scan');
  if (positionals.length === 0) throw new UsageError('scan needs at least one URL');
  const failOn = values['fail-on'];
  if (failOn !== undefined && !(failOn in RANK && failOn !== 'clean')) throw new UsageError('--fail-on must be suspicious or malicious');
  const timeout = values.timeout === undefined ? 300 : Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0) throw new UsageError('--timeout must be a positive number of seconds');
  const api = client(io.env, values.config);
  const wait = Boolean(values.wait || failOn);
  const scans: Scan[] = [];
  for (const url of positionals) {
    const scan = await api.scan(url, { ...submitOptions(values), wait, timeoutSeconds: timeout });
    scans.push(scan);
    if (!values.json) io.stdout.write(`${line(scan)}\n`);
  }
  if (values.json) io.stdout.write(`${JSON.stringify(scans, null, 2)}\n`);
  if (wait && scans.some((scan) => scan.scanState === 'failed' || !isTerminal(scan))) return EXIT.scanFailed;
  if (failOn && scans.some((scan) => (RANK[scan.result?.verdict ?? 'clean'] ?? 0) >= RANK[failOn]!)) return EXIT.scanFailed;
  return EXIT.ok;
}

interface BatchState {
  file: string;
  /** Outcome per input line index, once final (accepted, cached, or refused for good). */
  done: Record<string, { status: number; scanId?: string; problem?: string }>;
}

function progressBar(io: Io, done: number, total: number): void {
  if (!io.stderr.isTTY) return;
  const width = Math.max(10, Math.min(40, (io.stderr.columns ?? 80) - 30));
  const filled = total === 0 ? width : Math.round((done / total) * width);
  io.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
  if (done === total) io.stderr.write('\n');
}

async function batchCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, { ...SUBMIT, state: { type: 'string' } });
  if (values.help) return help(io, 'batch');
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError('batch needs exactly one FILE');
  if (!existsSync(file)) throw new UsageError(`${file} does not exist`);
  const api = client(io.env, values.config);
  const urls = readFileSync(file, 'utf8').split(/\r?\n/).map((entry) => entry.trim());
  const statePath = values.state ?? `${file}.lookout-state.json`;
  const state: BatchState = existsSync(statePath) ? (JSON.parse(readFileSync(statePath, 'utf8')) as BatchState) : { file, done: {} };
  const save = () => {
    // Written whole then renamed: an interrupted run never leaves half a state file.
    writeFileSync(`${statePath}.tmp`, JSON.stringify(state, null, 2));
    renameSync(`${statePath}.tmp`, statePath);
  };
  const wanted = urls.map((url, index) => ({ url, index })).filter(({ url, index }) => url !== '' && !url.startsWith('#') && state.done[index] === undefined);
  const total = urls.filter((url) => url !== '' && !url.startsWith('#')).length;
  let finished = total - wanted.length;
  if (wanted.length < total) io.stderr.write(`resuming: ${finished} of ${total} already submitted (${statePath})\n`);
  progressBar(io, finished, total);
  const options = submitOptions(values);
  // Chunks of 100 saved one at a time, so an interruption loses at most one chunk's bookkeeping.
  for (let start = 0; start < wanted.length; start += 100) {
    const chunk = wanted.slice(start, start + 100);
    const outcomes = await api.batch(chunk.map(({ url }) => ({ url, ...requestOptions(options) })), {
      onProgress: () => progressBar(io, ++finished, total),
      onRetry: (items, waitSeconds) => io.stderr.write(`${io.stderr.isTTY ? '\n' : ''}rate limited: ${items} item(s) answered 429, sending them again in ${waitSeconds} s (Retry-After)\n`),
    });
    outcomes.forEach((outcome: BatchItemResult & { url: string }, position) => {
      const { index } = chunk[position]!;
      state.done[index] = { status: outcome.status, ...(outcome.scan ? { scanId: outcome.scan.scanId } : {}), ...(outcome.problem ? { problem: outcome.problem.detail ?? outcome.problem.title } : {}) };
      if (values.json) io.stdout.write(`${JSON.stringify({ line: index + 1, url: outcome.url, ...state.done[index] })}\n`);
      else io.stdout.write(`${index + 1}\t${outcome.status}\t${outcome.scan?.scanId ?? outcome.problem?.detail ?? outcome.problem?.title ?? ''}\t${outcome.url}\n`);
    });
    save();
  }
  const refused = Object.values(state.done).filter((outcome) => outcome.status >= 400).length;
  io.stderr.write(`${total - refused} of ${total} accepted${refused ? `, ${refused} refused (see ${statePath})` : ''}\n`);
  return refused > 0 ? EXIT.api : EXIT.ok;
}

function requestOptions(options: SubmitOptions): Record<string, unknown> {
  const { reanalyze, idempotencyKey: _ignored, ...rest } = options;
  return { ...rest, ...(reanalyze ? { bReAnalyze: true } : {}) };
}

async function getCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, { wait: { type: 'boolean' }, screenshot: { type: 'string' }, har: { type: 'string' } });
  if (values.help) return help(io, 'get');
  const [id] = positionals;
  if (!id || positionals.length > 1) throw new UsageError('get needs exactly one scan ID');
  const api = client(io.env, values.config);
  const scan = values.wait ? await api.waitFor(id) : await api.get(id);
  io.stdout.write(values.json ? `${JSON.stringify(scan, null, 2)}\n` : `${line(scan)}\n`);
  if (values.screenshot) {
    const shot = await api.screenshot(id);
    writeFileSync(values.screenshot, shot.bytes);
    io.stderr.write(`screenshot (${shot.contentType}, ${shot.bytes.length} bytes) → ${values.screenshot}\n`);
  }
  if (values.har) {
    writeFileSync(values.har, JSON.stringify(await api.har(id), null, 2));
    io.stderr.write(`HAR → ${values.har}\n`);
  }
  return scan.scanState === 'failed' ? EXIT.scanFailed : EXIT.ok;
}

async function searchCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, { limit: { type: 'string' }, cursor: { type: 'string' } });
  if (values.help) return help(io, 'search');
  if (positionals.length === 0) throw new UsageError('search needs a QUERY');
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive integer');
  const page = await client(io.env, values.config).search(positionals.join(' '), { limit, ...(values.cursor ? { cursor: values.cursor } : {}) });
  if (values.json) io.stdout.write(`${JSON.stringify(page, null, 2)}\n`);
  else {
    for (const scan of page.items) io.stdout.write(`${summaryLine(scan)}\n`);
    if (page.nextCursor) io.stderr.write(`more: --cursor ${page.nextCursor}\n`);
  }
  return EXIT.ok;
}

async function usageCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, {});
  if (values.help) return help(io, 'usage');
  if (positionals.length > 0) throw new UsageError('usage takes no arguments');
  const usage = await client(io.env, values.config).usage();
  if (values.json) io.stdout.write(`${JSON.stringify(usage, null, 2)}\n`);
  else
    io.stdout.write(
      `tier\t${usage.tier}\nthis month\t${usage.scansThisMonth} of ${usage.monthlyScanQuota} (${usage.remainingThisMonth} left, until ${usage.periodEnd})\ntoday\t${usage.scansToday}\nrate limit\t${usage.rateLimitPerMinute}/minute\n`,
    );
  return EXIT.ok;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

async function webhookCommand(args: string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '--help' || sub === '-h') return help(io, 'webhook');
  if (sub !== 'verify') throw new UsageError(`unknown webhook command ${sub} (verify)`);
  const { values, positionals } = parse(rest, { secret: { type: 'string' }, payload: { type: 'string' }, headers: { type: 'string' }, header: { type: 'string', multiple: true } });
  if (values.help) return help(io, 'webhook');
  if (positionals.length > 0) throw new UsageError('webhook verify takes options only');
  const secret = values.secret ?? io.env.LOOKOUT_WEBHOOK_SECRET;
  if (!secret) throw new UsageError('--secret (or LOOKOUT_WEBHOOK_SECRET) is required');
  const headers: Record<string, string> = {};
  if (values.headers) Object.assign(headers, JSON.parse(readFileSync(values.headers, 'utf8')) as Record<string, string>);
  for (const header of values.header ?? []) {
    const colon = header.indexOf(':');
    if (colon < 1) throw new UsageError(`--header must be "name: value", not ${header}`);
    headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
  }
  const payload = values.payload && values.payload !== '-' ? readFileSync(values.payload, 'utf8') : await readAll(io.stdin);
  try {
    const event = verifyWebhook(payload, headers, secret);
    io.stdout.write(values.json ? `${JSON.stringify(event, null, 2)}\n` : `verified: ${event.type} at ${event.timestamp}\n`);
    return EXIT.ok;
  } catch (error) {
    io.stderr.write(`not verified: ${(error as Error).message}\n`);
    return EXIT.verification;
  }
}

function help(io: Io, topic: string): number {
  io.stdout.write(HELP[topic] ?? HELP.main!);
  return EXIT.ok;
}

const COMMANDS: Record<string, (args: string[], io: Io) => Promise<number>> = {
  scan: scanCommand,
  batch: batchCommand,
  get: getCommand,
  search: searchCommand,
  usage: usageCommand,
  webhook: webhookCommand,
};

export async function main(argv: string[], io: Io): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return help(io, args[0] ?? 'main');
  const run = COMMANDS[command];
  if (!run) {
    io.stderr.write(`lookout: unknown command ${command}\n\n${HELP.main}`);
    return EXIT.usage;
  }
  try {
    return await run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`lookout ${command}: ${error.message}\n`);
      return EXIT.usage;
    }
    if (error instanceof LookoutApiError) {
      const detail = error.problem?.errors ? ` ${JSON.stringify(error.problem.errors)}` : '';
      io.stderr.write(`lookout ${command}: ${error.message}${detail}\n`);
      return EXIT.api;
    }
    io.stderr.write(`lookout ${command}: ${(error as Error).message}${(error as { cause?: Error }).cause ? ` (${(error as { cause: Error }).cause.message})` : ''}\n`);
    return EXIT.api;
  }
}
