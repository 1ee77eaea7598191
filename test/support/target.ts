import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TargetSite {
  url: string;
  /** Requests received per path, to prove how often a target was fetched. */
  hits: Map<string, number>;
  /** The request headers of the latest request per path. */
  headers: Map<string, IncomingHttpHeaders>;
  /** Paths whose response is held until release(path) is called. */
  hold(path: string): void;
  release(path: string): void;
  close(): Promise<void>;
}

export const PAGE_HTML = `<!doctype html><html><head><title>Loopback test page</title></head>
<body><h1>Hello</h1><a href="/about">About</a><a href="https://www.iana.org/">IANA</a></body></html>`;

/** A scan target on loopback: the only kind of target tests may fetch. */
export async function startTargetSite(): Promise<TargetSite> {
  const hits = new Map<string, number>();
  const headers = new Map<string, IncomingHttpHeaders>();
  const held = new Map<string, (() => void)[]>();
  const holding = new Set<string>();
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/page': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' });
      res.end(PAGE_HTML);
    },
    '/redirect': (_req, res) => {
      res.writeHead(302, { location: '/page' });
      res.end();
    },
    '/missing': (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not here');
    },
  };
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    headers.set(path, req.headers);
    const respond = () => (routes[path] ?? routes['/page'])!(req, res);
    if (holding.has(path)) {
      const queue = held.get(path) ?? [];
      queue.push(respond);
      held.set(path, queue);
      return;
    }
    respond();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    headers,
    hold: (path) => holding.add(path),
    release(path) {
      holding.delete(path);
      for (const respond of held.get(path) ?? []) respond();
      held.delete(path);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
