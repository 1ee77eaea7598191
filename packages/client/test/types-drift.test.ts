import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { generateTypes, OUTPUT } from '../scripts/types.mjs';

describe('@lookout/client: generated types', function () {
  this.timeout(60_000);
  it('are exactly what openapi-typescript makes of proto/openapi.yaml today (run `npm run types -w @lookout/client`)', async () => {
    const fresh = await generateTypes();
    assert.ok(fresh.includes('submitScan'), 'the generator read the yaml');
    assert.equal(readFileSync(OUTPUT, 'utf8'), fresh, 'packages/client/src/generated/openapi.ts is stale');
  });
});
