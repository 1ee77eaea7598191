import { createHash } from 'node:crypto';
import type { Label, Route } from '../corpus/corpus.js';

/**
 * One hand-written page of the held-out corpus. Pages are literal HTML written by someone who did not
 * read the detection rules or the signal code; they are not produced from the generated corpus's
 * templates or kit parts.
 */
export type Entry = {
  /** Stable, unique; decides the split (see splitOf). */
  id: string;
  label: Label;
  /** The family the page belongs to (per-kind table in the bench). */
  kind: string;
  /** What the scanner fetches: https://fake-host/path (fake hosts resolve to the loopback server only). */
  url: string;
  /** As the caller submitted it, when it differs (the brand@host userinfo trick). */
  submittedUrl?: string;
  /** The document served at `url` (omit when `routes` serves it, e.g. a redirect hop). */
  body?: string;
  headers?: Record<string, string>;
  /** Further routes keyed "host/path": redirect hops, the final landing page, scripts, downloads. */
  routes?: Record<string, Route>;
};

export type Split = 'dev' | 'blind';

/**
 * The fixed split: half of the pages (by a hash of their id) are `dev`, which whoever tunes the rules
 * may read; the other half are `blind`, which nobody tuning rules may look at. A page's file sits in
 * the directory of its split (dev/ or blind/); buildHeldout() refuses a page filed in the wrong one.
 */
export function splitOf(id: string): Split {
  return (createHash('sha256').update(`heldout:${id}`).digest()[0] ?? 0) < 128 ? 'dev' : 'blind';
}

export const htmlRoute = (body: string, headers: Record<string, string> = {}): Route => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body });

export const redirectRoute = (status: 301 | 302 | 303 | 307 | 308, location: string): Route => ({ status, headers: { location, 'content-type': 'text/html; charset=utf-8' }, body: `<!doctype html><title>Moved</title><a href="${location}">Moved</a>` });
