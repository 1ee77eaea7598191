/**
 * Writes the scanner's result schema (services/scanner-worker/src/analysis/result-schema.ts, where the
 * analysis code keeps it beside the types it describes) into proto/, the published contract.
 * A test fails when the two differ: run `npm run export-result-schema` after changing the analysis.
 */
import { writeFileSync } from 'node:fs';
import { scanResultSchema } from '../services/scanner-worker/src/analysis/result-schema.js';

writeFileSync(new URL('../proto/http/scan-result.schema.json', import.meta.url), `${JSON.stringify(scanResultSchema, null, 2)}\n`);
