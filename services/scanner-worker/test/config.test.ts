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
