#!/usr/bin/env node
/**
 * Generates src/generated/openapi.ts from proto/openapi.yaml with openapi-typescript.
 * The JSON Schemas under proto/http refer to each other by their absolute $id
 * (https://lookout.dev/proto/http/…); those are not fetchable here (and must not be fetched), so the
 * proto folder is copied to a temporary directory with those references made relative first.
 * `node scripts/types.mjs` writes the file; test/types-drift.test.ts compares it with generateTypes().
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const PROTO = fileURLToPath(new URL('../../../proto/', import.meta.url));
export const OUTPUT = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));
const ID_PREFIX = 'https://lookout.dev/proto/http/';
const BANNER = '// Generated from proto/openapi.yaml by packages/client/scripts/types.mjs — do not edit.\n\n';

export async function generateTypes() {
  const dir = mkdtempSync(join(tmpdir(), 'lookout-openapi-'));
  try {
    cpSync(PROTO, dir, { recursive: true });
    for (const name of readdirSync(join(dir, 'http'))) {
      const file = join(dir, 'http', name);
      writeFileSync(file, readFileSync(file, 'utf8').split(`"${ID_PREFIX}`).join('"./'));
    }
    const ast = await openapiTS(pathToFileURL(join(dir, 'openapi.yaml')), { silent: true, defaultNonNullable: false });
    return BANNER + withoutDefsProperties(astToString(ast));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * openapi-typescript resolves `#/$defs/…` references into components, but also emits a schema's `$defs`
 * keyword as if it were a required property of the object (so `{ url }` would not be a valid request).
 * `$defs` is never a property on the wire: those blocks are dropped.
 */
function withoutDefsProperties(source) {
  const out = [];
  let closing = null;
  for (const line of source.split('\n')) {
    if (closing !== null) {
      if (line === closing) closing = null;
      continue;
    }
    const open = /^(\s+)\$defs\??: \{$/.exec(line);
    if (open) {
      closing = `${open[1]}};`;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, await generateTypes());
  process.stdout.write(`wrote ${OUTPUT}\n`);
}
