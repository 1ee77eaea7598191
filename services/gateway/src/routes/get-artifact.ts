import { Router, type Request, type Response } from 'express';
import type { ArtifactKind, ArtifactStore } from '@lookout/artifacts';
import { AppError, type ScanResource } from '@lookout/contracts';
import { Access, authorize } from '../middleware/authorize.js';
import type { Backends } from '../services.js';

const SHA256_HEX = /^[0-9a-f]{64}$/;
/** The bytes never change under a hash; private because visibility rules apply per caller. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';
const SCREENSHOT_TYPES = new Set(['image/png', 'image/webp']);

const NAMES: Record<ArtifactKind, string> = { screenshot: 'screenshot', dom: 'DOM snapshot', har: 'HAR' };

/**
 * Headers per kind. Artifacts are attacker-controlled bytes served from the API's origin: nothing is
 * sniffed, nothing runs (CSP sandbox), and the DOM snapshot is text, never HTML.
 */
function contentHeaders(kind: ArtifactKind, storedType: string): Record<string, string> {
  const common = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "sandbox; default-src 'none'" };
  switch (kind) {
    case 'screenshot':
      return { ...common, 'Content-Type': SCREENSHOT_TYPES.has(storedType) ? storedType : 'application/octet-stream' };
    case 'dom':
      return { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': 'inline' };
    case 'har':
      return { ...common, 'Content-Type': 'application/json; charset=utf-8' };
  }
}

/** The artifact's hash as the scan result records it (result.capture.<kind>.sha256), if any. */
export function artifactHash(scan: ScanResource, kind: ArtifactKind): string | null {
  const sha256 = scan.result?.capture?.[kind]?.sha256;
  return sha256 !== undefined && SHA256_HEX.test(sha256) ? sha256 : null;
}

/** RFC 9110 §13.1.2: weak comparison, a list of entity tags or "*". */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * GET /UrlCheck/{scanId}/screenshot | /dom | /har. The scan is read through the orchestrator exactly
 * as GET /UrlCheck/{scanId} reads it, so an unknown or invisible scan is the very same 404; only then
 * is the artifact looked up by the hash its result records.
 */
export function getArtifactRoutes(backends: Backends, store: ArtifactStore): Router {
  const router = Router();
  for (const kind of Object.keys(NAMES) as ArtifactKind[]) {
    router.get(`/UrlCheck/:scanId/${kind}`, authorize(backends, Access.readScan), async (req: Request, res: Response) => {
      const { scan } = await backends.getScan(res.locals.caller, String(req.params.scanId), 0);
      const sha256 = artifactHash(scan, kind);
      if (sha256 === null) throw new AppError('not_found', `This scan has no ${NAMES[kind]}.`);
      const etag = `"${sha256}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', CACHE_CONTROL);
      if (matchesIfNoneMatch(req.header('if-none-match'), etag)) {
        res.status(304).end();
        return;
      }
      const artifact = await store.get(kind, sha256);
      if (artifact === null) {
        res.removeHeader('ETag');
        res.removeHeader('Cache-Control');
        throw new AppError('not_found', `This scan's ${NAMES[kind]} is no longer stored.`);
      }
      res.set(contentHeaders(kind, artifact.contentType));
      res.status(200).end(artifact.body);
    });
  }
  return router;
}
