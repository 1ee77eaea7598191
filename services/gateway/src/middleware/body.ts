import { createBrotliDecompress, createGunzip, createInflate, type Gunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@lookout/contracts';

export interface BodyLimits {
  /** Largest body accepted, on the wire and after decompression. */
  maxBytes: number;
  /** The whole body must arrive within this; a stalled body is a 408. */
  timeoutMs: number;
  /** Deepest nesting of arrays and objects accepted (checked on the text, before JSON.parse). */
  maxDepth: number;
}

const JSON_TYPES = ['application/json', 'application/*+json'];

/**
 * The number of nested arrays/objects in a JSON text, counted without parsing (strings skipped).
 * Stops counting once past `limit`: the caller only needs to know whether it is too deep.
 * Why on the text: everything downstream of JSON.parse (structuredClone, ajv, canonical hashing)
 * recurses, so a 20,000-level document must never reach it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

function decoderFor(encoding: string): Gunzip | ReturnType<typeof createInflate> | ReturnType<typeof createBrotliDecompress> | null | 'unsupported' {
  switch (encoding) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return 'unsupported';
  }
}

/** Reads the whole body within the limits, or rejects with the AppError it deserves. */
function readAll(req: Request, limits: BodyLimits, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const decoder = decoderFor(encoding);
    if (decoder === 'unsupported') {
      reject(new AppError('unsupported_media_type', 'Content-Encoding must be identity, gzip, deflate or br.'));
      return;
    }
    const source: Readable = decoder ? req.pipe(decoder) : req;
    const chunks: Buffer[] = [];
    let wire = 0;
    let size = 0;
    let settled = false;
    const finish = (error: AppError | null, body?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off('data', countWire);
      source.off('data', collect);
      if (error) {
        req.unpipe();
        decoder?.destroy();
        reject(error);
      } else resolve(body ?? Buffer.alloc(0));
    };
    const timer = setTimeout(
      () => finish(new AppError('request_timeout', `The request body did not arrive within ${Math.round(limits.timeoutMs / 100) / 10} s.`)),
      limits.timeoutMs,
    );
    const tooLarge = () => new AppError('payload_too_large', `The request body is larger than the ${limits.maxBytes}-byte limit.`);
    const countWire = (chunk: Buffer) => {
      wire += chunk.length;
      if (wire > limits.maxBytes) finish(tooLarge());
    };
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBytes) return finish(tooLarge());
      chunks.push(chunk);
    };
    if (decoder) req.on('data', countWire);
    source.on('data', collect);
    source.once('end', () => finish(null, Buffer.concat(chunks, size)));
    source.once('error', () =>
      finish(decoder ? new AppError('bad_request', `The request body is not valid ${encoding} data.`) : new AppError('bad_request', 'The request body could not be read.')),
    );
    req.once('aborted', () => finish(new AppError('bad_request', 'The request was aborted by the client.')));
    // A truncated compressed body ends the request before the decoder has a whole stream: zlib then
    // reports an error ("unexpected end of file"), which lands in the handler above.
  });
}

function connectionClose(res: Response): void {
  // The rest of the body is never read: the connection cannot carry another request.
  res.setHeader('Connection', 'close');
}

/**
 * Parses JSON request bodies with bounds on everything a client controls: the declared length
 * (a Content-Length over the limit is a 413 before a byte is read), the time the body takes (408),
 * its size after decompression (413), its encoding (415 unless identity/gzip/deflate/br; 400 when
 * the compressed data is bad or truncated), its charset (415 unless UTF-8) and its nesting depth
 * (400). Bodies of other types are left unread: routes that need JSON answer 415.
 */
export function jsonBody(limits: BodyLimits) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
    if (!hasBody || !req.is(JSON_TYPES)) return next();
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      connectionClose(res);
      return next(new AppError('payload_too_large', `The request body is larger than the ${limits.maxBytes}-byte limit.`));
    }
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      connectionClose(res);
      return next(new AppError('unsupported_media_type', 'The request body must be UTF-8 JSON.'));
    }
    const encoding = (req.headers['content-encoding'] ?? '').trim().toLowerCase();
    let raw: Buffer;
    try {
      raw = await readAll(req, limits, encoding);
    } catch (error) {
      connectionClose(res);
      return next(error);
    }
    const text = raw.toString('utf8');
    if (jsonDepthExceeds(text, limits.maxDepth)) {
      return next(new AppError('bad_request', `The request body nests deeper than ${limits.maxDepth} levels.`, { errors: { body: [`nests deeper than ${limits.maxDepth} levels`] } }));
    }
    try {
      req.body = JSON.parse(text) as unknown;
    } catch {
      return next(new AppError('bad_request', 'The request body is not valid JSON.', { errors: { body: ['is not valid JSON'] } }));
    }
    next();
  };
}
