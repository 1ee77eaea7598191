import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import * as addFormatsModule from 'ajv-formats';

/** proto/ at the repository root is the source of truth; src/ and dist/ are both three levels below it. */
export const PROTO_DIR = fileURLToPath(new URL('../../../proto/', import.meta.url));
const SCHEMA_BASE = 'https://lookout.dev/proto/';

// ajv-formats ships CommonJS with a default export; under NodeNext the callable sits on `.default`.
type AddFormats = (ajv: Ajv2020) => Ajv2020;
const addFormats = (addFormatsModule as unknown as { default: AddFormats }).default;

function listSchemaFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return listSchemaFiles(join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.schema.json') ? [`${prefix}${entry.name}`] : [];
  });
}

function createAjv(): Ajv2020 {
  // allErrors: a client fixing a request wants every offending field at once, not one per round trip.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, useDefaults: true });
  addFormats(ajv);
  for (const file of listSchemaFiles(PROTO_DIR)) {
    ajv.addSchema(JSON.parse(readFileSync(join(PROTO_DIR, file), 'utf8')) as object);
  }
  return ajv;
}

let ajvInstance: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/** Schema ids are written relative to proto/, e.g. `http/scan.schema.json` or `bus/scan-job.v1.schema.json#/$defs/reply`. */
export function validatorFor<T>(schemaRef: string): ValidateFunction<T> {
  let validate = compiled.get(schemaRef);
  if (!validate) {
    ajvInstance ??= createAjv();
    const found = ajvInstance.getSchema(SCHEMA_BASE + schemaRef);
    if (!found) throw new Error(`No schema ${schemaRef} under ${PROTO_DIR}`);
    validate = found;
    compiled.set(schemaRef, validate);
  }
  return validate as ValidateFunction<T>;
}

export type FieldErrors = Record<string, string[]>;

/** Turns ajv errors into the problem-details `errors` map: one entry per field, keyed by its path. */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined, rootName = 'body'): FieldErrors {
  // A Map, not an object literal: field names come from the client ("constructor", "__proto__")
  // and must never meet Object.prototype. fromEntries defines own properties, whatever the name.
  const out = new Map<string, string[]>();
  for (const error of errors ?? []) {
    let field = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      field = field ? `${field}.${missing}` : missing;
      message = 'is required';
    } else if (error.keyword === 'additionalProperties') {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      field = field ? `${field}.${extra}` : extra;
      message = 'is not a known property';
    } else if (error.keyword === 'type') {
      message = `must be ${(error.params as { type: string | string[] }).type.toString().replace(',', ' or ')}`;
    }
    const key = field || rootName;
    const messages = out.get(key) ?? [];
    messages.push(message);
    out.set(key, messages);
  }
  return Object.fromEntries(out);
}

export class SchemaViolation extends Error {
  constructor(
    readonly schemaRef: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(`does not match ${schemaRef}: ${JSON.stringify(fieldErrors)}`);
    this.name = 'SchemaViolation';
  }
}

/** Validates and narrows, or throws SchemaViolation. Validators may fill defaults in place. */
export function parseWith<T>(schemaRef: string, value: unknown): T {
  const validate = validatorFor<T>(schemaRef);
  if (!validate(value)) throw new SchemaViolation(schemaRef, toFieldErrors(validate.errors));
  return value;
}

/** Schema references (relative to proto/) of the HTTP bodies; bus messages' schemas are in the operations table. */
export const Schemas = {
  urlCheckRequest: 'http/url-check-request.schema.json',
  urlCheckBatchRequest: 'http/url-check-batch-request.schema.json',
  scan: 'http/scan.schema.json',
  scanSearchResult: 'http/scan-search-result.schema.json',
  relatedScans: 'http/related-scans.schema.json',
  usage: 'http/usage.schema.json',
  problem: 'http/problem.schema.json',
  webhook: 'http/webhook.schema.json',
  webhookCreateRequest: 'http/webhook-create-request.schema.json',
  webhookUpdateRequest: 'http/webhook-update-request.schema.json',
  webhookDelivery: 'http/webhook-delivery.schema.json',
  webhookPayload: 'http/webhook-payload.schema.json',
  apiKey: 'http/api-key.schema.json',
  apiKeyList: 'http/api-key-list.schema.json',
  apiKeyCreateRequest: 'http/api-key-create-request.schema.json',
} as const;
