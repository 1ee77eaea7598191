import { createServer } from 'node:net';

// Ports handed out recently by this process: the kernel may offer the same ephemeral port twice in a
// row once it is closed, and two servers starting in parallel must not race for it.
const recentlyIssued = new Set<number>();

/** A TCP port on 127.0.0.1 that nothing listens on right now (found by binding port 0, then closing). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.unref();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        if (address === null || typeof address === 'string') {
          server.close();
          reject(new Error('could not read the port of a listening socket'));
          return;
        }
        server.close(() => resolve(address.port));
      });
    });
    if (!recentlyIssued.has(port)) {
      recentlyIssued.add(port);
      if (recentlyIssued.size > 512) {
        const oldest = recentlyIssued.values().next();
        if (!oldest.done) recentlyIssued.delete(oldest.value);
      }
      return port;
    }
  }
  throw new Error('could not find a free TCP port on 127.0.0.1');
}
