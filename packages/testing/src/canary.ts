import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * An address the egress policy must never reach (127.0.0.2 by default, outside a 127.0.0.1/32 allow
 * list): it counts every TCP connection and drops it, so an SSRF test asserts `connections() === 0`.
 */
export type Canary = { port: number; connections(): number; close(): Promise<void> };

export async function startCanary(host = '127.0.0.2'): Promise<Canary> {
  let connections = 0;
  const server: Server = createServer((_req, res) => res.end('canary'));
  server.on('connection', (socket: Socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
