import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { scanResultSchema } from '../../src/analysis/result-schema.js';

describe('scan result schema: proto/ publishes what the analysis produces', () => {
  it('proto/http/scan-result.schema.json equals the analysis schema (run `npm run export-result-schema`)', () => {
    const published = JSON.parse(readFileSync(new URL('../../../../proto/http/scan-result.schema.json', import.meta.url), 'utf8')) as unknown;
    assert.deepEqual(published, JSON.parse(JSON.stringify(scanResultSchema)));
  });
});
