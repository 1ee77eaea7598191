import type { NextFunction, Request, Response } from 'express';
import { rateLimitHeaders } from '@lookout/contracts';
import type { Caller, Scope } from '@lookout/contracts';
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
}


export function clientIp(req: Request): string {
  // req.ip honours X-Forwarded-For only for the hops named by TRUST_PROXY ('trust proxy' setting).
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/** The key a call is made with: X-Api-Key, or the key sealed in the caller's dashboard session (routes/ui.ts). */
export function callerKey(req: Request, res: Response): string | null {
  return req.header('x-api-key') ?? res.locals.sessionApiKey ?? null;
}

/** Asks the quota service who the caller is and whether it may call this endpoint now. */
export function authorize(backends: Backends, policy: RoutePolicy, units: (req: Request) => number = () => 1) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const reply = await backends.authorize({
      apiKey: callerKey(req, res),
      clientIp: clientIp(req),
      operation: policy.scope,
      anonymousAllowed: policy.anonymousAllowed,
      rateLimited: policy.rateLimited,
      units: policy.rateLimited ? units(req) : 0,
    });
    if (reply.rateLimit) for (const [name, value] of Object.entries(rateLimitHeaders(reply.rateLimit))) res.setHeader(name, value);
    res.locals.caller = reply.caller;
    res.locals.tier = reply.tier;
    next();
  };
}
