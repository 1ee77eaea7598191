import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import type { CorpusPage, Route } from './corpus.js';

const run = promisify(execFile);

export type CorpusServer = {
  /** The test CA's certificate (PEM): trusted by the scanner through `extraCaCerts`. */
  caPem: string;
  /** Every corpus hostname → 127.0.0.1; anything else does not resolve. Never real DNS. */
  resolve: (hostname: string) => Promise<string[]>;
  /** TCP connector that sends every approved connection to the one loopback server. */
  port: number;
  close(): Promise<void>;
};

/**
 * Hostnames per leaf certificate. A TLS client refuses a Certificate message beyond about 100 KB (OpenSSL's
 * max_cert_list: "excessive message size"), which one certificate naming every host of the held-out corpus
 * (some 4,500 per split) outgrew: every handshake failed. A thousand names make a certificate of some 40 KB.
 */
const HOSTS_PER_CERTIFICATE = 1_000;

/**
 * One HTTPS server on 127.0.0.1 serving every corpus page under its fake hostname (Host header), with
 * certificates for them issued by a CA made for this run (openssl): the hostnames in groups, one certificate
 * per group, picked by the name the client asks for (SNI); IP-literal hosts, which send no name, are in every group.
 */
export async function serveCorpus(pages: readonly CorpusPage[]): Promise<CorpusServer> {
  const routes = new Map<string, Route>();
  const hosts = new Set<string>();
  for (const page of pages) {
    for (const [key, route] of Object.entries(page.routes)) {
      routes.set(key, route);
      hosts.add(key.slice(0, key.indexOf('/')));
    }
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'lookout-corpus-'));
  try {
    const f = (name: string): string => path.join(dir, name);
    await run('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2', '-subj', '/CN=Lookout corpus test CA', '-keyout', f('ca.key'), '-out', f('ca.pem'), '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign']);
    await run('openssl', ['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-subj', '/CN=corpus', '-keyout', f('leaf.key'), '-out', f('leaf.csr')]);
    const ips = [...hosts].filter((h) => net.isIP(h));
    const names = [...hosts].filter((h) => !net.isIP(h));
    // At least one group, so a corpus of IP-literal hosts alone still gets its certificate.
    const groups: string[][] = [];
    for (let i = 0; i < names.length || groups.length === 0; i += HOSTS_PER_CERTIFICATE) groups.push(names.slice(i, i + HOSTS_PER_CERTIFICATE));
    const certs: string[] = [];
    for (const [i, group] of groups.entries()) {
      const san = [...group.map((h) => `DNS:${h}`), ...ips.map((h) => `IP:${h}`)].join(',');
      await writeFile(f(`leaf${i}.ext`), `subjectAltName=${san}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`);
      await run('openssl', ['x509', '-req', '-in', f('leaf.csr'), '-CA', f('ca.pem'), '-CAkey', f('ca.key'), '-CAcreateserial', '-days', '2', '-extfile', f(`leaf${i}.ext`), '-out', f(`leaf${i}.pem`)]);
      certs.push(await readFile(f(`leaf${i}.pem`), 'utf8'));
    }
    const [caPem, key] = await Promise.all([readFile(f('ca.pem'), 'utf8'), readFile(f('leaf.key'), 'utf8')]);
    const contexts = certs.map((cert) => tls.createSecureContext({ cert: cert + caPem, key }));
    const contextOf = new Map(groups.flatMap((group, i) => group.map((h) => [h.toLowerCase(), contexts[i]!] as const)));
    const server = https.createServer({ cert: certs[0]! + caPem, key, SNICallback: (servername, done) => done(null, contextOf.get(servername.toLowerCase()) ?? contexts[0]!) }, (req, res) => {
      const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      const url = req.url ?? '/';
      const route = routes.get(`${host}${url}`) ?? routes.get(`${host}${url.split('?')[0]}`);
      if (!route) {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>404 Not Found</title><h1>Not Found</h1>');
        return;
      }
      res.writeHead(route.status, onTheWire(route.headers)).end(route.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address !== 'object') throw new Error('corpus server has no address');
    const sockets = new Set<net.Socket>();
    server.on('connection', (s: net.Socket) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    return {
      caPem,
      port: address.port,
      resolve: async (hostname) => {
        if (hosts.has(hostname.toLowerCase())) return ['127.0.0.1'];
        throw Object.assign(new Error(`${hostname} is not a corpus host`), { code: 'ENOTFOUND' });
      },
      close: () =>
        new Promise<void>((resolve) => {
          for (const s of sockets) s.destroy();
          server.close(() => resolve());
        }),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Header values as a server sends them: text beyond Latin-1 (a download named in Chinese) goes out as
 * its raw UTF-8 bytes, as most servers send it and browsers read it, instead of making Node throw.
 */
function onTheWire(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, /[^\x00-\xff]/.test(value) ? Buffer.from(value, 'utf8').toString('latin1') : value]));
}
