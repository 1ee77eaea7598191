/**
 * Keeps the services `npm start` launched running: a service that exits without being asked to is
 * started again after a backoff (doubling from `initialDelayMs` to `maxDelayMs`, back to the start
 * once a run has lasted `stableAfterMs`), and every exit and restart is logged. Node builtins only.
 */
import { createServer } from 'node:net';

/**
 * @param {{ name: string, start: () => import('node:child_process').ChildProcess, log: (m: string) => void,
 *           onStart?: (child: import('node:child_process').ChildProcess) => void,
 *           initialDelayMs?: number, maxDelayMs?: number, stableAfterMs?: number }} options
 */
export function supervise({ name, start, log, onStart, initialDelayMs = 500, maxDelayMs = 30_000, stableAfterMs = 30_000 }) {
  let child = null;
  let stopping = false;
  let delay = initialDelayMs;
  let restarts = 0;
  let timer = null;
  const exits = [];

  const launch = () => {
    timer = null;
    if (stopping) return;
    const startedAt = Date.now();
    child = start();
    onStart?.(child);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const ranMs = Date.now() - startedAt;
      exits.push({ code, signal, at: Date.now() });
      if (ranMs >= stableAfterMs) delay = initialDelayMs;
      log(`${name} exited (${signal ?? `code ${code}`}) after ${Math.round(ranMs / 100) / 10} s; restarting in ${Math.round(delay / 100) / 10} s`);
      restarts += 1;
      timer = setTimeout(launch, delay);
      delay = Math.min(maxDelayMs, delay * 2);
    });
  };
  launch();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** Exits so far, newest last. */
    exits,
    /** No more restarts; the caller stops the current child. */
    stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** Resolves true when nothing listens on host:port (it can be bound now). */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the kernel reports free on host (bound and released at once). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
