import assert from 'node:assert/strict';
import https from 'node:https';
import type { CorpusPage } from './corpus.js';
import { serveCorpus } from './serve.js';

/** A page served by the corpus server, fetched as the scanner would: the host's name sent for SNI, the run's CA trusted. */
function fetchPage(port: number, host: string, ca: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = https.get({ host: '127.0.0.1', port, path: '/', servername: host, headers: { host }, ca }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
  });
}

describe('corpus server', () => {
  it('serves every page of a corpus of thousands of hosts over TLS, each host with a certificate the client accepts', async function () {
    this.timeout(60_000);
    // More names than one certificate can carry: a Certificate message over ~100 KB fails every handshake.
    const pages: CorpusPage[] = Array.from({ length: 4_500 }, (_, i) => {
      const host = `page-${i}.held-out-corpus-host-${i % 97}.example`;
      return { id: `p${i}`, label: 'clean', kind: 'k', url: `https://${host}/`, routes: { [`${host}/`]: { status: 200, headers: { 'content-type': 'text/html' }, body: `<title>page ${i}</title>` } }, heldOut: false };
    });
    const server = await serveCorpus(pages);
    try {
      for (const i of [0, 999, 1_000, 4_499]) assert.equal(await fetchPage(server.port, `page-${i}.held-out-corpus-host-${i % 97}.example`, server.caPem), `<title>page ${i}</title>`);
    } finally {
      await server.close();
    }
  });
});
