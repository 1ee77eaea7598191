/**
 * Calls the public HTTP API with the session cookie (sent by the browser; never readable here) and,
 * for unsafe methods, the session's CSRF token. A 401 sends the user back to sign-in.
 */
let csrfToken: string | null = null;
let onSignedOut: () => void = () => {};

export interface Problem {
  title?: string;
  status?: number;
  detail?: string;
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
    readonly retryAfter: number | undefined,
  ) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
  }
}

export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

export function setCsrf(token: string | null): void {
  csrfToken = token;
}

export async function request(method: string, path: string, body?: unknown, accept = 'application/json'): Promise<Response> {
  const headers: Record<string, string> = { accept };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && method !== 'HEAD' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(path, { method, headers, credentials: 'same-origin', cache: 'no-store', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (response.status === 401 && !path.startsWith('/ui/session')) onSignedOut();
  return response;
}

async function fail(response: Response): Promise<never> {
  let problem: Problem = {};
  try {
    problem = (await response.json()) as Problem;
  } catch {
    problem = { title: `HTTP ${response.status}` };
  }
  const retry = response.headers.get('retry-after');
  throw new ApiError(response.status, problem, retry && /^\d+$/.test(retry) ? Number(retry) : undefined);
}

export async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await request(method, path, body);
  if (!response.ok) return fail(response);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

export async function text(path: string): Promise<string> {
  const response = await request('GET', path, undefined, 'text/plain');
  if (!response.ok) return fail(response);
  return response.text();
}

export function describe(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.problem.errors ? ` (${Object.entries(error.problem.errors).map(([field, messages]) => `${field}: ${messages.join(', ')}`).join('; ')})` : '';
    return `${error.status} ${error.problem.title ?? ''}: ${error.problem.detail ?? ''}${fields}`;
  }
  return error instanceof Error ? error.message : String(error);
}
