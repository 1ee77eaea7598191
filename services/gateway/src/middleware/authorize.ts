/**
 * Who may call what, decided in one place: every route's access rule is in `Access`, and `admit` is
 * the one call that asks the quota service (identity, scope, allowance) and applies its answer to the
 * response. The authorize middleware, Idempotency-Key handling, each item of a batch and the
 * dashboard's sign-in all go through `admit`.
 */
import type { NextFunction, Request, Response } from 'express';
import { AppError, rateLimitHeaders, UNAUTHORIZED_DETAIL } from '@lookout/contracts';
import type { Caller, QuotaAuthorizeReply, Scope } from '@lookout/contracts';
import type { Backends } from '../services.js';

declare module 'express-serve-static-core' {
  interface Locals {
    caller: Caller;
    tier: string;
  }
}

export interface RoutePolicy {
  scope: Scope;
  anonymousAllowed: boolean;
  /** Rate-limited endpoints consume one unit per request (contract §2); /api/usage does not. */
  rateLimited: boolean;
  /**
   * Reads of scans (polling, artifacts, search, related) spend the caller's separate, larger read
   * allowance instead of the submission allowance (contract §2): set `read: true` on such a route.
   */
  read?: boolean;
}

/** Every route's access rule. */
export const Access = {
  /** POST /UrlCheck, and each item of POST /UrlCheck/batch. */
  submitScan: { scope: 'scans:write', anonymousAllowed: true, rateLimited: true },
  /** The batch envelope spends nothing itself: each item spends as a single submission. */
  submitBatch: { scope: 'scans:write', anonymousAllowed: true, rateLimited: false },
  /** GET /UrlCheck/{scanId} and its artifacts share one rule, so the artifacts are never more visible or less limited than the scan. */
  readScan: { scope: 'scans:read', anonymousAllowed: true, rateLimited: true, read: true },
  /** Search and related scans need a workspace: anonymous scans are never searchable, and anonymous callers have nothing to search. */
  searchScans: { scope: 'scans:read', anonymousAllowed: false, rateLimited: true, read: true },
  relatedScans: { scope: 'scans:read', anonymousAllowed: false, rateLimited: true, read: true },
  deleteScan: { scope: 'scans:delete', anonymousAllowed: false, rateLimited: true },
  webhooks: { scope: 'webhooks:manage', anonymousAllowed: false, rateLimited: true },
  keys: { scope: 'keys:manage', anonymousAllowed: false, rateLimited: true },
  /** GET /api/usage is never rate limited and consumes nothing, so it carries no RateLimit headers. */
  usage: { scope: 'usage:read', anonymousAllowed: true, rateLimited: false },
  /** Dashboard sign-in: any scope proves the key; usage:read is the one the overview needs. */
  signIn: { scope: 'usage:read', anonymousAllowed: false, rateLimited: false },
} as const satisfies Record<string, RoutePolicy>;

/** The quota service's schema caps the key there; anything longer cannot be a key. */
const MAX_API_KEY_LENGTH = 256;

const BEARER = /^Bearer[ \t]+([\x21-\x7e]+)[ \t]*$/i;

/**
 * The API key a request presents, or null when it presents none. `X-Api-Key` is the header of the
 * contract; `Authorization: Bearer <key>` is accepted as an alias of it. Any other Authorization
 * scheme, two different keys, or something that cannot be a key is a 401 — a credential that was
 * sent is never ignored and never turns into an anonymous request.
 */
export function presentedApiKey(req: Request): string | null {
  const header = req.header('x-api-key');
  const authorization = req.header('authorization');
  let bearer: string | undefined;
  if (authorization !== undefined) {
    const match = BEARER.exec(authorization);
    if (!match?.[1]) {
      throw new AppError('unauthorized', 'Send the API key in the X-Api-Key header (or as Authorization: Bearer <key>); no other Authorization scheme is accepted.');
    }
    bearer = match[1];
  }
  if (header !== undefined && bearer !== undefined && header !== bearer) {
    throw new AppError('unauthorized', 'X-Api-Key and Authorization: Bearer carry different keys; send one.');
  }
  const key = header ?? bearer ?? null;
  if (key !== null && (key.length === 0 || key.length > MAX_API_KEY_LENGTH)) throw new AppError('unauthorized', UNAUTHORIZED_DETAIL.invalid);
  return key;
}

export function clientIp(req: Request): string {
  // req.ip honours X-Forwarded-For only for the hops named by TRUST_PROXY ('trust proxy' setting).
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * The one quota.authorize call: identity, scope and `units` of the allowance the route spends (0 =
 * identify only), with the key the request presents (or `apiKey`, for the dashboard's sign-in). An
 * admitted request gets its RateLimit headers, and `res.locals` the caller and its tier.
 */
export async function admit(
  backends: Backends,
  req: Request,
  res: Response,
  policy: RoutePolicy,
  units: number,
  apiKey: string | null = callerKey(req, res),
): Promise<Extract<QuotaAuthorizeReply, { ok: true }>> {
  const reply = await backends.authorize({
    apiKey,
    clientIp: clientIp(req),
    operation: policy.scope,
    anonymousAllowed: policy.anonymousAllowed,
    rateLimited: units > 0,
    units,
    ...(policy.read ? { allowance: 'read' as const } : {}),
  });
  if (reply.rateLimit) for (const [name, value] of Object.entries(rateLimitHeaders(reply.rateLimit))) res.setHeader(name, value);
  res.locals.caller = reply.caller;
  res.locals.tier = reply.tier;
  return reply;
}

/** The key a call is made with: X-Api-Key (or its Bearer alias), or the key sealed in the caller's dashboard session (routes/ui.ts). */
export function callerKey(req: Request, res: Response): string | null {
  return presentedApiKey(req) ?? (res.locals.sessionApiKey as string | undefined) ?? null;
}

/** Middleware: admits the request under `policy`, spending one unit when the route is rate limited. */
export function authorize(backends: Backends, policy: RoutePolicy) {
  return async (req: Request, res: Response, next: NextFunction) => {
    await admit(backends, req, res, policy, policy.rateLimited ? 1 : 0);
    next();
  };
}
