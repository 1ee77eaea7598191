import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { generateTypes, OUTPUT } from '../scripts/types.mjs';

describe('@lookout/contracts: types generated from proto/', () => {
  it('are exactly what scripts/types.mjs makes of proto/ today (run `npm run types -w @lookout/contracts`)', () => {
    const fresh = generateTypes();
    assert.ok(fresh.includes('export interface ScanJobMessage'), 'the generator read proto/');
    assert.equal(readFileSync(OUTPUT, 'utf8'), fresh, 'packages/contracts/src/generated/proto.ts is stale');
  });
});
