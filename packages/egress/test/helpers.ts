import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { connectTcp, EgressError, type ConnectTarget, type Connector, type EgressFailureCode } from '../src/index.js';

/** Test listeners bind here and nowhere else. */
export type LoopbackHost = `127.0.0.${number}` | '::1';

export interface Counts {
  /** TCP connections accepted so far. */
  connections: number;
  /** HTTP requests received so far (0 for raw TCP listeners). */
  requests: number;
}

export interface Listener {
  readonly host: LoopbackHost;
  readonly port: number;
  readonly counts: Counts;
  close(): Promise<void>;
}

async function listenOn<S extends net.Server>(server: S, host: LoopbackHost): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return address.port;
}

function track(server: net.Server, host: LoopbackHost, port: number, counts: Counts): Listener {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    counts.connections += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    host,
    port,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An HTTP listener on loopback that counts connections and requests. */
export async function httpListener(host: LoopbackHost, handler: http.RequestListener, server: http.Server = http.createServer()): Promise<Listener> {
  const counts: Counts = { connections: 0, requests: 0 };
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    counts.requests += 1;
    handler(req, res);
  });
  server.on('clientError', (_error, socket: net.Socket) => socket.destroy());
  const port = await listenOn(server, host);
  return track(server, host, port, counts);
}

/** A raw TCP listener on loopback. */
export async function tcpListener(host: LoopbackHost, onSocket: (socket: net.Socket) => void): Promise<Listener> {
  const counts: Counts = { connections: 0, requests: 0 };
  const server = net.createServer(onSocket);
  const port = await listenOn(server, host);
  return track(server, host, port, counts);
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listenOn(server, '127.0.0.1');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function ipv6LoopbackAvailable(): Promise<boolean> {
  const server = net.createServer();
  try {
    await listenOn(server, '::1');
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return true;
  } catch {
    return false;
  }
}

/** Wraps the real connector and records every connection attempt. */
export function connectSpy(inner: Connector = connectTcp): { connect: Connector; calls: ConnectTarget[] } {
  const calls: ConnectTarget[] = [];
  return {
    calls,
    connect: (target) => {
      calls.push(target);
      return inner(target);
    },
  };
}

/** A resolver from a fixed table; unknown names fail like getaddrinfo does. Never touches real DNS. */
export function tableResolver(table: Record<string, string[]>): { resolve: (name: string) => Promise<string[]>; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    resolve: async (name) => {
      calls.push(name);
      const answer = table[name];
      if (answer) return answer;
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND', hostname: name });
    },
  };
}

export async function expectEgressError(promise: Promise<unknown>, code: EgressFailureCode): Promise<EgressError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof EgressError, `expected an EgressError(${code}), got ${String(error)}`);
    assert.equal(error.code, code, `expected ${code}, got ${error.code}: ${error.message}`);
    return error;
  }
  assert.fail(`expected EgressError(${code}), but the fetch succeeded`);
}

const run = promisify(execFile);

export async function hasOpenssl(): Promise<boolean> {
  try {
    await run('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
}

/** A self-signed certificate for localhost/127.0.0.1: the key from node:crypto, the X.509 from the openssl CLI. */
export async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'egress-cert-'));
  try {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const key = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const keyPath = path.join(dir, 'key.pem');
    const certPath = path.join(dir, 'cert.pem');
    await writeFile(keyPath, key, { mode: 0o600 });
    await run('openssl', [
      'req', '-x509', '-new', '-key', keyPath, '-out', certPath, '-days', '2', '-subj', '/CN=localhost/O=Lookout Test',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ]);
    return { key, cert: await readFile(certPath, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
