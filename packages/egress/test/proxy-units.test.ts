import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { request } from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { gzipSync } from 'node:zlib';
import {
  archiveEntryNames,
  assertValidPolicy,
  carriesMacros,
  createCertificateAuthority,
  createEgressClient,
  defaultPolicy,
  detectMagic,
  isLocalhostName,
  parsePemBundle,
  startEgressProxy,
  upstreamTrust,
} from '../src/index.js';
import { dispositionFilename, downloadFilename, isDownload } from '../src/proxy/download.js';
import { httpListener, type Listener } from './helpers.js';

describe('egress: extra CA certificates (SCAN_EXTRA_CA_CERTS)', () => {
  const testCa = createCertificateAuthority();
  let server: Listener;

  before(async () => {
    server = await httpListener('127.0.0.1', (_req, res) => res.end('internal app'), https.createServer(testCa.issue('127.0.0.1')));
  });
  after(() => server.close());

  const fetchTls = async (extraCaCerts?: string) => {
    const client = createEgressClient(defaultPolicy({ allowCidrs: ['127.0.0.1/32'], ...(extraCaCerts === undefined ? {} : { extraCaCerts }) }));
    return client.fetch({ url: `https://127.0.0.1:${server.port}/` });
  };

  it('a server signed by an internal CA is untrusted without the bundle (still scanned), authorized with it', async () => {
    const without = await fetchTls();
    assert.equal(without.status, 200);
    assert.equal(without.tls?.authorized, false);
    assert.equal(without.tls?.authorizationError, 'SELF_SIGNED_CERT_IN_CHAIN', 'the server sends its CA, which nothing here trusts');
    const withCa = await fetchTls(testCa.certificatePem);
    assert.equal(withCa.status, 200);
    assert.equal(withCa.body.toString(), 'internal app');
    assert.equal(withCa.tls?.authorized, true);
    assert.equal(withCa.tls?.authorizationError, null);
  });

  it('another CA in the bundle does not make the server trusted', async () => {
    const other = createCertificateAuthority();
    const response = await fetchTls(other.certificatePem);
    assert.equal(response.tls?.authorized, false);
  });

  it('the bundle adds to the system roots rather than replacing them', () => {
    const trust = upstreamTrust(defaultPolicy({ extraCaCerts: testCa.certificatePem }));
    assert.ok(trust);
    assert.equal(trust.length, tls.rootCertificates.length + 1);
    assert.equal(upstreamTrust(defaultPolicy()), undefined);
  });

  it('a bundle without certificates, or with a broken one, is refused when the policy is made', () => {
    assert.throws(() => parsePemBundle('not a pem'), /no PEM certificate/);
    assert.throws(() => parsePemBundle('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n'), /does not parse/);
    assert.throws(() => assertValidPolicy(defaultPolicy({ extraCaCerts: 'garbage' })), RangeError);
    assert.equal(parsePemBundle(`${testCa.certificatePem}\n${createCertificateAuthority().certificatePem}`).length, 2);
  });
});

describe('egress proxy: certificate authority', () => {
  it('issues leaves for names, IPv4 and IPv6 literals that verify against the CA', () => {
    const ca = createCertificateAuthority();
    const root = new X509Certificate(ca.certificatePem);
    assert.equal(root.ca, true);
    for (const [host, san] of [
      ['phish.example', 'DNS:phish.example'],
      ['127.0.0.1', 'IP Address:127.0.0.1'],
      ['::1', 'IP Address:0:0:0:0:0:0:0:1'],
      ['2001:db8::5', 'IP Address:2001:DB8:0:0:0:0:0:5'],
    ] as const) {
      const leaf = new X509Certificate(ca.issue(host).cert);
      assert.equal(leaf.checkIssued(root), true);
      assert.equal(leaf.verify(root.publicKey), true);
      assert.equal(leaf.ca, false);
      assert.equal(leaf.subjectAltName, san);
      assert.ok(leaf.checkHost(host) !== undefined || leaf.checkIP(host) !== undefined, `${host} matches its leaf`);
    }
    assert.equal(ca.contextFor('a.test'), ca.contextFor('A.TEST'), 'leaf contexts are cached per host');
  });
});

describe('egress proxy: downloads', () => {
  it('detects file types from their first bytes', () => {
    const cases: Array<[Buffer, string | null]> = [
      [Buffer.from('MZ\x90\x00'), 'pe'],
      [Buffer.from('\x7fELF\x02\x01', 'latin1'), 'elf'],
      [Buffer.from('PK\x03\x04rest', 'latin1'), 'zip'],
      [Buffer.from('%PDF-1.7'), 'pdf'],
      [Buffer.from('#!/bin/sh\n'), 'script'],
      [Buffer.from([0x1f, 0x8b, 8, 0]), 'gzip'],
      [Buffer.from('Rar!\x1a\x07'), 'rar'],
      [Buffer.from('  <!DOCTYPE html><p>'), 'html'],
      [Buffer.from('plain words'), null],
      [Buffer.alloc(0), null],
    ];
    for (const [bytes, expected] of cases) assert.equal(detectMagic(bytes), expected, bytes.toString('latin1'));
  });

  it('lists the names inside a ZIP, capped, even when the body is cut short; anything else has no listing', () => {
    const entry = (name: string, data = ''): Buffer => {
      const header = Buffer.alloc(30);
      header.write('PK\x03\x04', 0, 'latin1');
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return Buffer.concat([header, Buffer.from(name), Buffer.from(data)]);
    };
    const zip = Buffer.concat([entry('invoice.pdf.js', 'var x=1;'), entry('docs/readme.txt', 'hello'), entry('tool.exe', 'MZ')]);
    assert.deepEqual(archiveEntryNames(zip, detectMagic(zip)), ['invoice.pdf.js', 'docs/readme.txt', 'tool.exe']);
    assert.deepEqual(archiveEntryNames(zip.subarray(0, zip.indexOf('docs/') + 2), 'zip'), ['invoice.pdf.js', 'do'], 'a truncated body lists what it holds');
    const bomb = Buffer.concat(Array.from({ length: 80 }, (_, i) => entry(`f${i}.txt`)));
    assert.equal(archiveEntryNames(bomb, 'zip')?.length, 50);
    assert.equal(archiveEntryNames(Buffer.from('MZ\x90\x00'), 'pe'), null);
  });

  it('an Office document carries macros when an OLE file holds a VBA project storage or an OOXML package lists vbaProject.bin', () => {
    const ole = (names: string[]): Buffer => {
      const body = Buffer.alloc(2048);
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(body, 0);
      names.forEach((name, i) => Buffer.from(`${name}\0`, 'utf16le').copy(body, 1024 + i * 128));
      return body;
    };
    const macroXls = ole(['Root Entry', 'Workbook', '_VBA_PROJECT_CUR', 'VBA']);
    assert.equal(carriesMacros(macroXls, detectMagic(macroXls), null), true);
    const plainXls = ole(['Root Entry', 'Workbook', 'SummaryInformation']);
    assert.equal(carriesMacros(plainXls, detectMagic(plainXls), null), false);
    assert.equal(carriesMacros(Buffer.from('PK\x03\x04'), 'zip', ['[Content_Types].xml', 'word/document.xml', 'word/vbaProject.bin']), true);
    assert.equal(carriesMacros(Buffer.from('PK\x03\x04'), 'zip', ['[Content_Types].xml', 'word/document.xml']), false);
    assert.equal(carriesMacros(Buffer.from('_VBA_PROJECT', 'utf16le'), null, null), false, 'only an OLE file is read for the storage name');
  });

  it('lists the names inside RAR 5 and RAR 4 archives; encrypted headers and garbage list nothing, never throw', () => {
    const v = (n: number): Buffer => {
      const out: number[] = [];
      do {
        let byte = n & 0x7f;
        n = Math.floor(n / 128);
        if (n > 0) byte |= 0x80;
        out.push(byte);
      } while (n > 0);
      return Buffer.from(out);
    };
    const block = (type: number, fields: Buffer, data = Buffer.alloc(0)): Buffer => {
      const inner = Buffer.concat([v(type), v(data.length ? 0x02 : 0), ...(data.length ? [v(data.length)] : []), fields]);
      return Buffer.concat([Buffer.alloc(4), v(inner.length), inner, data]);
    };
    const file5 = (name: string, data: string): Buffer => block(2, Buffer.concat([v(0x04), v(data.length), v(0x20), Buffer.alloc(4), v(0), v(0), v(Buffer.byteLength(name)), Buffer.from(name)]), Buffer.from(data));
    const signature5 = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]);
    const rar5 = Buffer.concat([signature5, block(1, v(0)), file5('Rechnung_4471.pdf.lnk', 'L\0\0\0'), file5('docs/Übersicht.txt', 'hallo'), block(5, v(0))]);
    assert.equal(detectMagic(rar5), 'rar');
    assert.deepEqual(archiveEntryNames(rar5, 'rar'), ['Rechnung_4471.pdf.lnk', 'docs/Übersicht.txt']);
    assert.deepEqual(archiveEntryNames(Buffer.concat([signature5, block(4, v(0)), file5('hidden.exe', 'MZ')]), 'rar'), [], 'encrypted headers: nothing after them is read');

    const file4 = (name: string, data: string): Buffer => {
      const header = Buffer.alloc(32);
      header[2] = 0x74;
      header.writeUInt16LE(0x8000, 3);
      header.writeUInt16LE(32 + name.length, 5);
      header.writeUInt32LE(data.length, 7);
      header.writeUInt16LE(name.length, 26);
      return Buffer.concat([header, Buffer.from(name, 'latin1'), Buffer.from(data, 'latin1')]);
    };
    const main4 = Buffer.alloc(13);
    main4[2] = 0x73;
    main4.writeUInt16LE(13, 5);
    const rar4 = Buffer.concat([Buffer.from('Rar!\x1a\x07\x00', 'latin1'), main4, file4('setup.scr', 'MZ\x90\x00'), file4('readme.txt', 'hi')]);
    assert.deepEqual(archiveEntryNames(rar4, detectMagic(rar4)), ['setup.scr', 'readme.txt']);
    for (const junk of [Buffer.from('Rar!\x1a\x07\x01\x00\xff\xff\xff\xff\xff\xff\xff\xff\xff', 'latin1'), Buffer.from('Rar!\x1a\x07\x00\x00\x00\x74\x00\x80\xff\xff', 'latin1')]) assert.doesNotThrow(() => archiveEntryNames(junk, 'rar'));
  });

  it('lists the files of an ISO 9660 image through its directories, with Joliet names when it has them', () => {
    const SECTOR = 2048;
    const record = (name: Buffer, extent: number, size: number, directory: boolean): Buffer => {
      const length = 33 + name.length + (name.length % 2 === 0 ? 1 : 0);
      const r = Buffer.alloc(length);
      r[0] = length;
      r.writeUInt32LE(extent, 2);
      r.writeUInt32LE(size, 10);
      r[25] = directory ? 0x02 : 0;
      r[32] = name.length;
      name.copy(r, 33);
      return r;
    };
    const ucs2 = (s: string): Buffer => Buffer.from(s, 'utf16le').swap16();
    const dir = (self: number, parent: number, entries: Buffer[]): Buffer => Buffer.concat([record(Buffer.from([0]), self, SECTOR, true), record(Buffer.from([1]), parent, SECTOR, true), ...entries]);
    const image = (joliet: boolean): Buffer => {
      const b = Buffer.alloc(SECTOR * 24);
      const descriptor = (sector: number, type: number, rootExtent: number): void => {
        const at = sector * SECTOR;
        b[at] = type;
        b.write('CD001', at + 1, 'latin1');
        b[at + 6] = 1;
        if (type === 2) b.write('%/E', at + 88, 'latin1');
        if (type !== 255) record(Buffer.from([0]), rootExtent, SECTOR, true).copy(b, at + 156);
      };
      descriptor(16, 1, 19);
      if (joliet) descriptor(17, 2, 21);
      descriptor(joliet ? 18 : 17, 255, 0);
      dir(19, 19, [record(Buffer.from('INVOICE_.LNK;1'), 23, 10, false), record(Buffer.from('TOOLS'), 20, SECTOR, true)]).copy(b, 19 * SECTOR);
      dir(20, 19, [record(Buffer.from('SETUP.EXE;1'), 23, 10, false)]).copy(b, 20 * SECTOR);
      dir(21, 21, [record(ucs2('Invoice 2291.pdf.lnk'), 23, 10, false), record(ucs2('tools'), 22, SECTOR, true)]).copy(b, 21 * SECTOR);
      dir(22, 21, [record(ucs2('setup.exe'), 23, 10, false)]).copy(b, 22 * SECTOR);
      return b;
    };
    assert.equal(detectMagic(image(true)), 'iso');
    assert.deepEqual(archiveEntryNames(image(true), 'iso'), ['Invoice 2291.pdf.lnk', 'tools/setup.exe']);
    assert.deepEqual(archiveEntryNames(image(false), 'iso'), ['INVOICE_.LNK', 'TOOLS/SETUP.EXE']);
    // A directory that names itself as its own child is read once.
    const loop = image(false);
    record(Buffer.from('AGAIN'), 19, SECTOR, true).copy(loop, 20 * SECTOR + 34 + 34 + 44);
    assert.deepEqual(archiveEntryNames(loop, 'iso'), ['INVOICE_.LNK', 'TOOLS/SETUP.EXE']);
  });

  it('an attachment, a non-renderable type or executable bytes is a download; pages and assets are not', () => {
    assert.equal(isDownload('attachment; filename=a.txt', 'text/plain', null), true);
    assert.equal(isDownload(null, 'application/octet-stream', null), true);
    assert.equal(isDownload(null, 'application/x-msdownload', null), true);
    assert.equal(isDownload(null, 'text/html', 'pe'), true, 'an executable served as HTML is still a download');
    for (const type of ['text/html', 'image/png', 'font/woff2', 'application/javascript', 'application/json', 'application/ld+json', 'image/svg+xml']) {
      assert.equal(isDownload(null, type, null), false, type);
    }
    assert.equal(isDownload('inline', 'text/html', 'html'), false);
    assert.equal(isDownload(null, null, null), false);
  });

  it('names the file as a browser would, never as a path', () => {
    assert.equal(dispositionFilename(`attachment; filename="a \\"b\\".exe"`), 'a "b".exe');
    assert.equal(dispositionFilename(`attachment; filename=plain.zip`), 'plain.zip');
    assert.equal(dispositionFilename(`attachment; filename="fallback.bin"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`), 'résumé.pdf');
    assert.equal(downloadFilename('attachment; filename="../../etc/passwd"', new URL('http://x/')), '.._.._etc_passwd');
    assert.equal(downloadFilename(null, new URL('http://x/dl/setup%20v2.msi?x=1')), 'setup v2.msi');
    assert.equal(downloadFilename(null, new URL('http://x/')), 'download');
  });
});

describe('egress: localhost names (RFC 6761)', () => {
  it('recognises localhost and every name under it, trailing dot or not', () => {
    for (const name of ['localhost', 'LocalHost', 'localhost.', 'a.localhost', 'a.b.localhost.']) assert.equal(isLocalhostName(name), true, name);
    for (const name of ['localhost.example', 'mylocalhost', 'localhost-x', 'example.com']) assert.equal(isLocalhostName(name), false, name);
  });
});

describe('egress proxy: bodies kept for the caller (keepBody)', () => {
  it('keeps the first bytes of the decoded bodies the caller asks for, and nothing of the others', async () => {
    const script = 'window.kit = "eth_sendTransaction";'.repeat(100);
    const server = await httpListener('127.0.0.1', (req, res) => {
      if (req.url === '/app.js') {
        res.writeHead(200, { 'content-type': 'application/javascript', 'content-encoding': 'gzip' });
        res.end(gzipSync(script));
      } else {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(Buffer.alloc(64, 1));
      }
    });
    const asked: Array<{ url: string; method: string; status: number; mimeType: string | null; bytes: number }> = [];
    const proxy = await startEgressProxy({
      policy: defaultPolicy({ allowCidrs: ['127.0.0.1/32'] }),
      keepBody: (response) => {
        asked.push(response);
        return response.mimeType === 'application/javascript' ? 100 : 0;
      },
    });
    try {
      const viaProxy = (path: string) =>
        new Promise<Buffer>((resolve, reject) => {
          const auth = Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64');
          const req = request({ host: '127.0.0.1', port: proxy.port, path: `http://127.0.0.1:${server.port}${path}`, headers: { 'proxy-authorization': `Basic ${auth}` } }, (res) => {
            const parts: Buffer[] = [];
            res.on('data', (chunk: Buffer) => parts.push(chunk));
            res.on('end', () => resolve(Buffer.concat(parts)));
          });
          req.on('error', reject);
          req.end();
        });
      assert.equal((await viaProxy('/app.js')).toString(), script, 'the browser still gets the whole body');
      await viaProxy('/logo.png');
      const [js, png] = proxy.records();
      assert.equal(js?.body?.toString(), script.slice(0, 100), 'the decoded body, cut where the caller said');
      assert.equal(js?.bodyTruncated, true);
      assert.equal(png?.body, undefined);
      assert.deepEqual(asked.map((a) => [a.mimeType, a.status, a.bytes]), [['application/javascript', 200, script.length], ['image/png', 200, 64]]);
    } finally {
      await proxy.close();
      await server.close();
    }
  });
});
