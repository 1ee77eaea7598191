import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@lookout/config';
import { createCertificateAuthority } from '@lookout/egress';
import { readConfig } from '../src/config.js';

describe('scanner-worker config: SCAN_EXTRA_CA_CERTS', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'worker-ca-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is unset by default', () => {
    assert.equal(readConfig({}).extraCaCerts, undefined);
  });

  it('reads the PEM bundle the variable names', () => {
    const pem = createCertificateAuthority().certificatePem;
    const file = join(dir, 'ca.pem');
    writeFileSync(file, pem);
    assert.equal(readConfig({ SCAN_EXTRA_CA_CERTS: file }).extraCaCerts, pem);
  });

  it('a missing file or one without certificates stops the worker with the reason', () => {
    assert.throws(() => readConfig({ SCAN_EXTRA_CA_CERTS: join(dir, 'missing.pem') }), (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /SCAN_EXTRA_CA_CERTS .*ENOENT/);
      return true;
    });
    const junk = join(dir, 'junk.pem');
    writeFileSync(junk, 'hello');
    assert.throws(() => readConfig({ SCAN_EXTRA_CA_CERTS: junk }), /no PEM certificate/);
  });
});

describe('scanner-worker config: browser memory ceiling against concurrency and heap cap', () => {
  it('unset, the ceiling is derived: the idle browser plus each context at its heap cap and outside-heap allowance', () => {
    const config = readConfig({});
    assert.equal(config.concurrency, 4);
    assert.equal(config.browserRendererHeapMb, 256);
    assert.equal(config.browserMaxRssMb, 256 + 4 * (256 + 128));
    assert.equal(readConfig({ WORKER_CONCURRENCY: '8', BROWSER_RENDERER_HEAP_MB: '512' }).browserMaxRssMb, 256 + 8 * (512 + 128));
  });

  it('an explicit ceiling that holds is kept', () => {
    assert.equal(readConfig({ BROWSER_MAX_RSS_MB: '4096' }).browserMaxRssMb, 4096);
    assert.equal(readConfig({ WORKER_CONCURRENCY: '1', BROWSER_RENDERER_HEAP_MB: '128', BROWSER_MAX_RSS_MB: '512' }).browserMaxRssMb, 512);
  });

  it('an explicit ceiling the concurrency and heap cap cannot fit under stops the worker, saying what it needs', () => {
    assert.throws(
      () => readConfig({ WORKER_CONCURRENCY: '4', BROWSER_RENDERER_HEAP_MB: '512', BROWSER_MAX_RSS_MB: '1536' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 1);
        assert.match(error.message, /BROWSER_MAX_RSS_MB \(1536\) cannot hold WORKER_CONCURRENCY \(4\) pages at BROWSER_RENDERER_HEAP_MB \(512\).*= 2816 MiB; raise it to at least 2816/);
        return true;
      },
    );
  });

  it('is reported together with the other problems of the same configuration', () => {
    assert.throws(
      () => readConfig({ WORKER_CONCURRENCY: '2', BROWSER_MAX_RSS_MB: '600', SCAN_ENGINE: 'lynx' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 2, error.message);
        assert.match(error.message, /SCAN_ENGINE/);
        assert.match(error.message, /BROWSER_MAX_RSS_MB \(600\)/);
        return true;
      },
    );
  });
});
