import { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { EgressError } from './types.js';

export interface CappedBody {
  body: Buffer;
  truncated: boolean;
  /** Bytes received on the wire (still encoded). */
  wireBytes: number;
}

/** More stacked content-codings than this is not something a real server sends. */
const MAX_CODINGS = 3;

class StopReading extends Error {}

/** The codings to undo, in the order to undo them; null when one is unknown (the body is kept as received). */
export function parseContentEncoding(header: string | string[] | undefined): string[] | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const codings = text
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length > MAX_CODINGS) {
    throw new EgressError('invalid_response', `response stacks ${codings.length} content-codings`);
  }
  const known = ['gzip', 'x-gzip', 'deflate', 'br'];
  if (codings.some((c) => !known.includes(c))) return null;
  return codings.reverse();
}

function decoderFor(coding: string): Transform {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      // Lenient like browsers: a truncated stream yields what it had rather than failing the scan.
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'br':
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      return autoInflate();
  }
}

/**
 * `Content-Encoding: deflate` should be zlib-wrapped, but some servers send raw deflate; the first
 * byte tells them apart (a zlib header's low nibble is 8, CM=deflate), as browsers do.
 */
function autoInflate(): Transform {
  let inner: zlib.Inflate | zlib.InflateRaw | undefined;
  const outer: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!inner) {
        const zlibWrapped = ((chunk[0] ?? 0) & 0x0f) === 0x08;
        const created = zlibWrapped ? zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH }) : zlib.createInflateRaw({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
        created.on('data', (data: Buffer) => outer.push(data));
        created.on('error', (error) => outer.destroy(error));
        inner = created;
      }
      inner.write(chunk, () => callback());
    },
    flush(callback: TransformCallback) {
      if (!inner) {
        callback();
        return;
      }
      inner.once('end', () => callback());
      inner.end();
    },
    destroy(error, callback) {
      inner?.destroy();
      callback(error);
    },
  });
  return outer;
}

/**
 * Reads a response body, counting bytes on the wire and after decoding, both against `cap`. Decoding
 * is streamed through zlib (which honours backpressure and stops once destroyed), so a
 * decompression bomb costs at most the cap plus a few zlib chunks, never its expanded size.
 * `truncate`: keep the first `cap` decoded bytes and stop reading instead of failing.
 */
export async function readCappedBody(
  source: Readable,
  options: { cap: number; truncate: boolean; codings: readonly string[] },
): Promise<CappedBody> {
  const { cap, truncate } = options;
  const chunks: Buffer[] = [];
  let decodedBytes = 0;
  let wireBytes = 0;
  let decodeError: Error | undefined;

  const tooLarge = (where: string): EgressError => new EgressError('response_too_large', `response body exceeds ${cap} bytes ${where}`);

  const decoders = options.codings.map((coding) => {
    const decoder = decoderFor(coding);
    decoder.on('error', (error: Error) => {
      decodeError ??= error;
    });
    return decoder;
  });
  // Without decoders the sink sees exactly the wire bytes and enforces the cap itself (exactly, when truncating).
  const enforceOnWire = decoders.length > 0;
  const wireCounter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      wireBytes += chunk.length;
      if (enforceOnWire && wireBytes > cap) {
        // When truncating, what the decoders already produced is kept; the rest of this chunk is dropped.
        callback(truncate ? new StopReading() : tooLarge('on the wire'));
        return;
      }
      callback(null, chunk);
    },
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const room = cap - decodedBytes;
      if (chunk.length > room) {
        if (!truncate) {
          callback(tooLarge(decoders.length > 0 ? 'after decompression' : 'on the wire'));
          return;
        }
        chunks.push(chunk.subarray(0, room));
        decodedBytes = cap;
        callback(new StopReading());
        return;
      }
      chunks.push(chunk);
      decodedBytes += chunk.length;
      callback();
    },
  });

  let truncated = false;
  try {
    await pipeline([source, wireCounter, ...decoders, sink]);
  } catch (error) {
    if (error instanceof StopReading) {
      truncated = true;
    } else if (error instanceof EgressError) {
      throw error;
    } else if (decodeError !== undefined && error === decodeError) {
      throw new EgressError('invalid_response', `response body could not be decoded: ${decodeError.message}`);
    } else {
      throw error;
    }
  }
  return { body: Buffer.concat(chunks, decodedBytes), truncated, wireBytes };
}
