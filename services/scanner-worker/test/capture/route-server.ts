import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A loopback HTTP server for scan targets: routes by path (query ignored), 404 for the rest. */
export type RouteServer = { server: Server; base: string; routes: Map<string, Route> };

export async function startRouteServer(host = '127.0.0.1'): Promise<RouteServer> {
  const routes = new Map<string, Route>();
  const server = createServer((req, res) => {
    const route = routes.get((req.url ?? '/').split('?')[0] ?? '/');
    if (route) return route(req, res);
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, base: `http://${host}:${(server.address() as AddressInfo).port}`, routes };
}

/** A route answering one HTML page. */
export const html =
  (body: string): Route =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
