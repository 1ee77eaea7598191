import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { AppError } from '@lookout/contracts';
import { distDir } from '@lookout/dashboard';
import type { GatewayConfig } from '../config.js';
import { Access, admit } from '../middleware/authorize.js';
import { requireJson } from '../middleware/errors.js';
import type { Backends } from '../services.js';
import { validationError } from '../problems.js';
import { CSRF_HEADER, newCsrfToken, readCookie, sameToken, SESSION_COOKIE, type SessionSealer } from '../ui/session.js';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The API key sealed in a dashboard session, when the call came from the dashboard. */
    sessionApiKey?: string;
  }
}

/** The dashboard's page policy (docs/dashboard.md): nothing inline, nothing from elsewhere. */
export const UI_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface UiDeps {
  config: Pick<GatewayConfig, 'uiSessionTtlSeconds'>;
  backends: Backends;
  sealer: SessionSealer;
  now: () => number;
}

function expectedOrigin(req: Request): string {
  // req.protocol honours X-Forwarded-Proto only behind the proxies TRUST_PROXY names.
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/** Unsafe requests made with the cookie must come from our own pages: same Origin, and the CSRF token. */
function checkSameOrigin(req: Request): void {
  const origin = req.header('origin');
  if (!origin || origin !== expectedOrigin(req)) throw new AppError('forbidden', 'A dashboard session can only be used from the dashboard (Origin mismatch).');
}

function cookieAttributes(req: Request, maxAgeSeconds: number): string {
  return `Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${req.secure ? '; Secure' : ''}`;
}

/**
 * Runs before every API route: a request without X-Api-Key but with a dashboard session cookie is
 * authorized with the session's key. An unreadable or expired session is a 401 (never a silent
 * anonymous call); an unsafe method needs the session's CSRF token and a same-origin Origin (403).
 */
export function sessionAuth(deps: UiDeps) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.header('x-api-key') !== undefined || req.path === '/ui' || req.path.startsWith('/ui/')) return next();
    const sealed = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (sealed === undefined) return next();
    const session = deps.sealer.open(sealed, deps.now());
    if (!session) throw new AppError('unauthorized', 'The dashboard session has expired or is not valid; sign in again.');
    if (!SAFE_METHODS.has(req.method)) {
      checkSameOrigin(req);
      const token = req.header(CSRF_HEADER);
      if (!token || !sameToken(token, session.csrfToken)) throw new AppError('forbidden', `A dashboard session needs its CSRF token in ${CSRF_HEADER} for ${req.method}.`);
    }
    res.locals.sessionApiKey = session.apiKey;
    next();
  };
}

/** Security headers of every /ui response. */
function uiHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', UI_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
}

/** The dashboard's static files at /ui/ and its session endpoints at /ui/session. */
export function uiRoutes(deps: UiDeps): Router {
  const router = Router();
  router.use('/ui', (_req, res, next) => {
    uiHeaders(res);
    next();
  });

  // Sign in: the API key is checked by the quota service like any call's, then sealed in the cookie.
  router.post('/ui/session', requireJson(), async (req, res) => {
    checkSameOrigin(req);
    const body = req.body as { apiKey?: unknown } | undefined;
    const apiKey = body && typeof body === 'object' ? body.apiKey : undefined;
    if (typeof apiKey !== 'string' || apiKey.length === 0 || apiKey.length > 512) throw validationError({ apiKey: ['is required (the API key to sign in with)'] });
    let scopes: string[] | undefined;
    try {
      // A 403 (the key lacks usage:read) still means a valid key.
      const reply = await admit(deps.backends, req, res, Access.signIn, 0, apiKey);
      scopes = reply.scopes;
    } catch (error) {
      if (!(error instanceof AppError && error.problem === 'forbidden')) throw error;
    }
    const expiresAt = deps.now() + deps.config.uiSessionTtlSeconds * 1000;
    const csrfToken = newCsrfToken();
    res.setHeader('Set-Cookie', `${SESSION_COOKIE}=${deps.sealer.seal({ apiKey, csrfToken, expiresAt })}; ${cookieAttributes(req, deps.config.uiSessionTtlSeconds)}`);
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json({ csrfToken, expiresAt: new Date(expiresAt).toISOString(), ...(scopes ? { scopes } : {}) });
  });

  // The page asks on load whether it is signed in, and gets the CSRF token (never the key).
  router.get('/ui/session', (req, res) => {
    const sealed = readCookie(req.headers.cookie, SESSION_COOKIE);
    const session = sealed === undefined ? null : deps.sealer.open(sealed, deps.now());
    if (!session) throw new AppError('unauthorized', 'Not signed in.');
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ csrfToken: session.csrfToken, expiresAt: new Date(session.expiresAt).toISOString() });
  });

  router.delete('/ui/session', (req, res) => {
    checkSameOrigin(req);
    res.setHeader('Set-Cookie', `${SESSION_COOKIE}=; ${cookieAttributes(req, 0)}`);
    res.status(204).end();
  });

  // Non-strict routing matches /ui/ here too: only the bare /ui is redirected.
  router.get('/ui', (req, res, next) => (req.path === '/ui' ? res.redirect(301, '/ui/') : next()));
  router.use(
    '/ui',
    express.static(distDir, {
      index: 'index.html',
      fallthrough: true,
      setHeaders: (res, path) => res.setHeader('Cache-Control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=300'),
    }),
  );
  return router;
}
