/**
 * @lookout/client — a typed client for the Lookout HTTP API (proto/openapi.yaml).
 * Types come from src/generated/openapi.ts (openapi-typescript; a test fails when they drift).
 * Retries: 429 and 503 answers are retried after their Retry-After (bounded); submissions carry an
 * Idempotency-Key so a retried POST never creates a second scan.
 */
import { randomUUID } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import type { components } from './generated/openapi.js';

export type { components, paths, operations } from './generated/openapi.js';
type Schemas = components['schemas'];
export type Scan = Schemas['Scan'];
export type ScanResult = Schemas['ScanResult'];
export type ScanRequest = Schemas['UrlCheckRequest'];
export type BatchItemResult = Schemas['BatchResult']['results'][number];
export type Usage = Schemas['Usage'];
export type ApiKey = Schemas['ApiKey'];
export type Webhook = Schemas['Webhook'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookPayload = Schemas['WebhookPayload'];
export type Problem = Schemas['Problem'];
/** One scan in search results: the verdict at the top level, no full result (GET /UrlCheck/{id} has it). */
export type ScanSummary = Schemas['scan-summary.schema'];

/**
 * Options the service may accept beyond the yaml's request body (contract §8: engine, visibility,
 * tags, …). They are passed through as given; a server that does not know one answers 400.
 */
export interface SubmitOptions {
  reanalyze?: boolean;
  engine?: 'browser' | 'http';
  visibility?: 'private' | 'public';
  tags?: string[];
  userAgent?: string;
  referer?: string;
  acceptLanguage?: string;
  device?: 'desktop' | 'mobile';
  extraHeaders?: Record<string, string>;
  idempotencyKey?: string;
}

export type SearchPage = Schemas['scan-search-result.schema'];

export interface ClientOptions {
  /** e.g. http://127.0.0.1:8080 (LOOKOUT_URL). */
  baseUrl: string;
  /** The X-Api-Key; omit for anonymous calls (LOOKOUT_API_KEY). */
  apiKey?: string;
  /** Retries of a 429/503 answer or a network error (default 3). */
  maxRetries?: number;
  /** Longest single wait between retries, in seconds (default 60). */
  maxRetryDelaySeconds?: number;
  fetch?: typeof fetch;
  /** Injected in tests so no real time passes. */
  sleep?: (ms: number) => Promise<void>;
}

const TERMINAL = new Set(['completed', 'failed']);
/** The longest ?wait= the API accepts (openapi: getScan.wait maximum). */
const MAX_WAIT_SECONDS = 30;
const BATCH_LIMIT = 100;

/** Any non-2xx answer: the problem+json body, its status and Retry-After when given. */
export class LookoutApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(`${status} ${problem?.title ?? 'HTTP error'}${problem?.detail ? `: ${problem.detail}` : ''}`);
    this.name = 'LookoutApiError';
  }
}

export function retryAfterSeconds(value: string | null): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export function isTerminal(scan: Pick<Scan, 'scanState'>): boolean {
  return TERMINAL.has(scan.scanState);
}

export class LookoutClient {
  readonly baseUrl: string;
  private readonly apiKey: string | undefined;
  private readonly maxRetries: number;
  private readonly maxDelay: number;
  private readonly fetcher: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.maxRetries = options.maxRetries ?? 3;
    this.maxDelay = options.maxRetryDelaySeconds ?? 60;
    this.fetcher = options.fetch ?? fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** One HTTP exchange with retries; answers the Response of the first non-retryable outcome. */
  async raw(method: string, path: string, init: { json?: unknown; headers?: Record<string, string>; retry?: boolean } = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json;q=0.9, */*;q=0.1', ...init.headers };
    if (this.apiKey) headers['x-api-key'] = this.apiKey;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const retries = init.retry === false ? 0 : this.maxRetries;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetcher(`${this.baseUrl}${path}`, { method, headers, ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}) });
      } catch (error) {
        if (attempt >= retries) throw error;
        await this.sleep(Math.min(this.maxDelay, 2 ** attempt) * 1000);
        continue;
      }
      if ((response.status === 429 || response.status === 503) && attempt < retries) {
        const wait = retryAfterSeconds(response.headers.get('retry-after')) ?? 2 ** attempt;
        if (wait <= this.maxDelay) {
          await response.body?.cancel();
          await this.sleep(wait * 1000);
          continue;
        }
      }
      return response;
    }
  }

  private async json<T>(method: string, path: string, init: { json?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
    const response = await this.raw(method, path, init);
    if (!response.ok) throw await this.error(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  private async error(response: Response): Promise<LookoutApiError> {
    let problem: Problem | undefined;
    try {
      problem = (await response.json()) as Problem;
    } catch {
      problem = undefined;
    }
    return new LookoutApiError(response.status, problem, retryAfterSeconds(response.headers.get('retry-after')));
  }

  /** POST /UrlCheck: 202 queued, or 200 with a cached completed result. */
  submit(url: string, options: SubmitOptions = {}): Promise<Scan> {
    const { idempotencyKey, ...rest } = options;
    return this.json<Scan>('POST', '/UrlCheck', { json: requestBody(url, rest), headers: { 'idempotency-key': idempotencyKey ?? randomUUID() } });
  }

  /** GET /UrlCheck/{id}; `wait` (seconds, ≤ 30) long-polls until the scan is terminal. */
  get(scanId: string, options: { wait?: number } = {}): Promise<Scan> {
    const wait = options.wait ? `?wait=${Math.min(MAX_WAIT_SECONDS, Math.max(0, Math.floor(options.wait)))}` : '';
    return this.json<Scan>('GET', `/UrlCheck/${encodeURIComponent(scanId)}${wait}`);
  }

  /** Long-polls until the scan is completed or failed, or `timeoutSeconds` pass (then answers it as it is). */
  async waitFor(scanId: string, options: { timeoutSeconds?: number } = {}): Promise<Scan> {
    const deadline = Date.now() + (options.timeoutSeconds ?? 300) * 1000;
    for (;;) {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      const scan = await this.get(scanId, { wait: Math.max(0, Math.min(MAX_WAIT_SECONDS, left)) });
      if (isTerminal(scan) || left <= 0) return scan;
    }
  }

  /** Submits a URL; with `wait` also long-polls until its scan is terminal. */
  async scan(url: string, options: SubmitOptions & { wait?: boolean; timeoutSeconds?: number } = {}): Promise<Scan> {
    const { wait, timeoutSeconds, ...submit } = options;
    const scan = await this.submit(url, submit);
    return wait && !isTerminal(scan) ? this.waitFor(scan.scanId, timeoutSeconds === undefined ? {} : { timeoutSeconds }) : scan;
  }

  /**
   * Submits many URLs in batches of ≤ 100. Items answered 429 (or 503) are sent again after their
   * Retry-After, up to maxRetries times; every other outcome is final. `onProgress` sees each item's
   * final outcome as soon as it is known. Answers one outcome per input, in input order.
   */
  async batch(
    urls: (string | (ScanRequest & SubmitOptions))[],
    options: {
      onProgress?: (done: number, total: number, item: BatchItemResult & { url: string }) => void;
      /** Called before waiting to resend the items answered 429/503: how many, and the wait in seconds. */
      onRetry?: (items: number, waitSeconds: number) => void;
      batchSize?: number;
    } = {},
  ): Promise<(BatchItemResult & { url: string })[]> {
    const size = Math.min(BATCH_LIMIT, Math.max(1, options.batchSize ?? BATCH_LIMIT));
    const items = urls.map((entry) => (typeof entry === 'string' ? requestBody(entry, {}) : entry));
    const outcomes: (BatchItemResult & { url: string })[] = new Array(items.length);
    let done = 0;
    let pending = items.map((_, index) => index);
    for (let round = 0; pending.length > 0; round++) {
      const retry: number[] = [];
      let wait = 0;
      for (let start = 0; start < pending.length; start += size) {
        const chunk = pending.slice(start, start + size);
        const reply = await this.json<Schemas['BatchResult']>('POST', '/UrlCheck/batch', { json: { items: chunk.map((index) => items[index]) } });
        reply.results.forEach((result, position) => {
          const index = chunk[position]!;
          const retryable = (result.status === 429 || result.status === 503) && round < this.maxRetries;
          const delay = result.retryAfter ?? 1;
          if (retryable && delay <= this.maxDelay) {
            retry.push(index);
            wait = Math.max(wait, delay);
            return;
          }
          outcomes[index] = { ...result, index, url: items[index]!.url };
          done++;
          options.onProgress?.(done, items.length, outcomes[index]);
        });
      }
      if (retry.length > 0) {
        options.onRetry?.(retry.length, wait);
        await this.sleep(wait * 1000);
      }
      pending = retry;
    }
    return outcomes;
  }

  /** GET /api/scans?q= (contract §8). A server without search answers 404: a LookoutApiError. */
  search(query: string, options: { limit?: number; cursor?: string } = {}): Promise<SearchPage> {
    const params = new URLSearchParams({ q: query });
    if (options.limit !== undefined) params.set('limit', String(options.limit));
    if (options.cursor) params.set('cursor', options.cursor);
    return this.json<SearchPage>('GET', `/api/scans?${params}`);
  }

  usage(): Promise<Usage> {
    return this.json<Usage>('GET', '/api/usage');
  }

  /** Artifacts (contract §8): the screenshot's bytes, the HAR document, the DOM as text. */
  async screenshot(scanId: string): Promise<{ contentType: string; bytes: Uint8Array }> {
    const response = await this.raw('GET', `/UrlCheck/${encodeURIComponent(scanId)}/screenshot`);
    if (!response.ok) throw await this.error(response);
    return { contentType: response.headers.get('content-type') ?? 'application/octet-stream', bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  har(scanId: string): Promise<unknown> {
    return this.json<unknown>('GET', `/UrlCheck/${encodeURIComponent(scanId)}/har`);
  }

  async dom(scanId: string): Promise<string> {
    const response = await this.raw('GET', `/UrlCheck/${encodeURIComponent(scanId)}/dom`);
    if (!response.ok) throw await this.error(response);
    return response.text();
  }

  readonly keys = {
    list: () => this.json<{ keys: ApiKey[] }>('GET', '/api/keys').then((body) => body.keys),
    create: (body: { name: string; scopes: string[]; expiresAt?: string }) => this.json<ApiKey>('POST', '/api/keys', { json: body }),
    revoke: (id: string) => this.json<void>('DELETE', `/api/keys/${encodeURIComponent(id)}`),
  };

  readonly webhooks = {
    list: () => this.json<{ webhooks: Webhook[] }>('GET', '/api/webhooks').then((body) => body.webhooks),
    create: (body: { url: string; events?: string[]; description?: string }) => this.json<Webhook>('POST', '/api/webhooks', { json: body }),
    get: (id: string) => this.json<Webhook>('GET', `/api/webhooks/${encodeURIComponent(id)}`),
    update: (id: string, body: Record<string, unknown>) => this.json<Webhook>('PATCH', `/api/webhooks/${encodeURIComponent(id)}`, { json: body }),
    delete: (id: string) => this.json<void>('DELETE', `/api/webhooks/${encodeURIComponent(id)}`),
    rotateSecret: (id: string) => this.json<Webhook>('POST', `/api/webhooks/${encodeURIComponent(id)}/rotate-secret`),
    deliveries: (id: string) => this.json<{ deliveries: WebhookDelivery[] }>('GET', `/api/webhooks/${encodeURIComponent(id)}/deliveries`).then((body) => body.deliveries),
    test: (id: string) => this.json<{ eventId: string }>('POST', `/api/webhooks/${encodeURIComponent(id)}/test`),
  };
}

function requestBody(url: string, options: Omit<SubmitOptions, 'idempotencyKey'>): ScanRequest & Record<string, unknown> {
  const { reanalyze, ...rest } = options;
  const body: ScanRequest & Record<string, unknown> = { url };
  if (reanalyze) body.bReAnalyze = true;
  for (const [name, value] of Object.entries(rest)) if (value !== undefined) body[name] = value;
  return body;
}

/**
 * Verifies a received webhook (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature)
 * with the endpoint's secret (`whsec_…`) and answers the parsed payload; throws when the signature
 * is wrong or the timestamp is outside the tolerance (5 minutes).
 */
export function verifyWebhook(payload: string, headers: Record<string, string | string[] | undefined>, secret: string): WebhookPayload {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return new StandardWebhook(secret).verify(payload, flat) as WebhookPayload;
}
