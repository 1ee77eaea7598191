import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting to the end of the answer. */
  elapsedMs: number;
}

/**
 * Sends bytes as they are (no client-side framing fixes) and reads the answer until the server
 * closes or `timeoutMs` passes. The write side stays open, as real clients keep it (Node's server
 * closes a half-closed connection without answering a request still in progress); `halfClose`
 * ends it after sending.
 * Rejects when nothing parseable arrived in time: a hang is a failure, not an empty answer.
 */
export function rawRequest(port: number, bytes: Buffer | string, options: { timeoutMs?: number; halfClose?: boolean } = {}): Promise<RawResponse> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
      if (!match) {
        reject(new Error(`no HTTP answer within ${timeoutMs} ms (got ${JSON.stringify(text.slice(0, 200))})`));
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = split === -1 ? '' : text.slice(split + 4);
      const length = headers['content-length'];
      if (length !== undefined) body = body.slice(0, Number(length));
      resolve({ status: Number(match[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8'), elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // A complete answer with a Content-Length is enough: do not wait for the server to close.
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, split))?.[1];
      if (split !== -1 && length !== undefined && Buffer.byteLength(text.slice(split + 4), 'latin1') >= Number(length)) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(bytes, () => {
      if (options.halfClose) socket.end();
    });
  });
}
