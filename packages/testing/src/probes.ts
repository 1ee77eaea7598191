import { request } from 'node:http';
import { createConnection } from 'node:net';

export const HOST = '127.0.0.1';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Connects to host:port (default 127.0.0.1); with `expect`, also requires the first reply (after writing `send`) to
 * contain it. Resolves false on refusal, error or timeout, never rejects.
 */
export function probeTcp(
  port: number,
  options: { host?: string; send?: string; expect?: string; timeoutMs?: number } = {},
): Promise<boolean> {
  const { host = HOST, send, expect, timeoutMs = 2_000 } = options;
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    let received = '';
    let settled = false;
    const done = (ok: boolean): void => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => {
      if (expect === undefined) done(true);
      else if (send !== undefined) socket.write(send);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (expect !== undefined && received.includes(expect)) done(true);
      else if (received.includes('\n')) done(false);
    });
  });
}

/** GET http://127.0.0.1:port/path → true on a 2xx. No keep-alive agent, so no socket outlives the probe. */
export function probeHttp(port: number, path: string, timeoutMs = 2_000): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: HOST, port, path, method: 'GET', agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      resolve(status >= 200 && status < 300);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Polls `check` every `intervalMs` until it resolves true; rejects with `describe()` after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; describe: () => string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(options.describe());
    await sleep(options.intervalMs ?? 50);
  }
}
