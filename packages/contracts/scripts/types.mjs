#!/usr/bin/env node
/**
 * Generates src/generated/proto.ts — the TypeScript types of every JSON Schema under proto/ — so the
 * schemas stay the one source of the wire shapes. `node scripts/types.mjs` (or `npm run types -w
 * @lookout/contracts`) writes the file; test/types-drift.test.ts fails when it differs from what this
 * generator makes of proto/ today.
 *
 * Names: a schema's root type is its file name in PascalCase without the version — bus request/reply
 * schemas (those with `$defs/reply`) give `<Name>Request` and `<Name>Reply`, other bus messages
 * `<Name>Message`, HTTP bodies `<Name>`; every other `$defs` entry is `<Root><Def>` (envelope's shared
 * definitions are plain `<Def>`). References into a schema's inside are written out where they are used.
 *
 * What TypeScript can say of JSON Schema, and no more: types, const, enum, properties and required,
 * additionalProperties, items, oneOf/anyOf (unions), allOf and $ref (intersections). Conditional
 * schemas (`allOf` of `if`/`then` on one property's value) become a union over that property's values
 * when a branch changes a property's type; a branch that only adds required fields is left to ajv,
 * which enforces every schema at run time. Bounds, patterns and formats are ajv's too.
 * Node builtins only.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROTO = fileURLToPath(new URL('../../../proto/', import.meta.url));
export const OUTPUT = fileURLToPath(new URL('../src/generated/proto.ts', import.meta.url));
const BANNER = `// Generated from proto/**/*.schema.json by packages/contracts/scripts/types.mjs — do not edit.
// Regenerate with \`npm run types -w @lookout/contracts\`; test/types-drift.test.ts fails when this file is stale.
`;

/** A literal type in the source's quoting style. */
const literal = (value) => (typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value));
const pascal = (text) => text.split(/[^A-Za-z0-9]+/).filter(Boolean).map((word) => word[0].toUpperCase() + word.slice(1)).join('');
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function listSchemas(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listSchemas(dir, `${prefix}${entry.name}/`) : entry.name.endsWith('.schema.json') ? [`${prefix}${entry.name}`] : []))
    .sort();
}

/** The generated names of one schema file's root and its $defs. */
function namesOf(file, schema) {
  const stem = posix.basename(file, '.schema.json').replace(/\.v\d+$/, '');
  const base = pascal(stem);
  const isBus = file.startsWith('bus/');
  const hasRoot = schema.type !== undefined || schema.properties !== undefined || schema.$ref !== undefined || schema.oneOf !== undefined;
  const isRpc = isBus && schema.$defs?.reply !== undefined;
  const root = !hasRoot ? null : isRpc ? `${base}Request` : isBus ? `${base}Message` : base;
  const defs = {};
  for (const name of Object.keys(schema.$defs ?? {})) {
    defs[name] = isRpc && name === 'reply' ? `${base}Reply` : hasRoot ? `${base}${pascal(name)}` : pascal(name);
  }
  return { root, defs };
}

class Generator {
  constructor() {
    this.schemas = new Map(listSchemas(PROTO).map((file) => [file, JSON.parse(readFileSync(join(PROTO, file), 'utf8'))]));
    this.names = new Map([...this.schemas].map(([file, schema]) => [file, namesOf(file, schema)]));
  }

  /** Resolves a $ref seen in `file` to a named type, or to the schema it points at (with the file it lives in). */
  resolve(file, ref) {
    const [path, pointer = ''] = ref.split('#');
    const target = path ? posix.normalize(posix.join(posix.dirname(file), path)) : file;
    const schema = this.schemas.get(target);
    if (!schema) throw new Error(`${file}: $ref ${ref} names no schema under proto/`);
    const names = this.names.get(target);
    if (pointer === '' && names.root) return { name: names.root };
    const def = /^\/\$defs\/([^/]+)$/.exec(pointer);
    if (def) return { name: names.defs[def[1]] };
    let node = schema;
    for (const part of pointer.split('/').filter(Boolean)) node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (node === undefined) throw new Error(`${file}: $ref ${ref} points at nothing`);
    return { schema: node, file: target };
  }

  /** The TypeScript type of a schema, as it would stand on the right of `type X =`. */
  type(file, schema, indent) {
    if (schema === true || schema === undefined || (typeof schema === 'object' && Object.keys(schema).filter((key) => key !== 'description').length === 0)) return 'unknown';
    const parts = [];
    if (schema.$ref !== undefined) {
      const target = this.resolve(file, schema.$ref);
      parts.push(target.name ?? this.type(target.file, target.schema, indent));
    }
    for (const member of schema.allOf?.filter((entry) => entry.if === undefined) ?? []) parts.push(this.type(file, member, indent));
    const own = this.ownType(file, schema, indent, parts);
    if (own !== null) parts.push(own);
    if (schema.oneOf ?? schema.anyOf) {
      const union = (schema.oneOf ?? schema.anyOf).map((member) => this.type(file, member, indent));
      parts.push(union.length > 1 ? union.map((member) => (member.includes('&') ? `(${member})` : member)).join(' | ') : union[0]);
    }
    if (parts.length === 0) return 'unknown';
    return parts.length === 1 ? parts[0] : parts.map((part) => (part.includes('|') ? `(${part})` : part)).join(' & ');
  }

  /** The part of a schema described by its own keywords (const, enum, type, properties); null when only composition speaks. */
  ownType(file, schema, indent, composed) {
    if (schema.const !== undefined) return literal(schema.const);
    if (schema.enum !== undefined) return schema.enum.map(literal).join(' | ');
    const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
    const objectish = types.includes('object') || schema.properties !== undefined;
    if (types.length === 0 && !objectish) return null;
    const rendered = types.filter((type) => type !== 'object').map((type) => this.primitive(file, schema, type, indent));
    if (objectish) {
      const object = this.objectType(file, schema, indent, composed);
      if (object !== null) rendered.unshift(object);
    }
    return rendered.length === 0 ? null : rendered.join(' | ');
  }

  primitive(file, schema, type, indent) {
    switch (type) {
      case 'string':
        return 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'null':
        return 'null';
      case 'array': {
        const items = schema.items === undefined ? 'unknown' : this.type(file, schema.items, indent);
        return /[|&\s]/.test(items) && !items.startsWith('{') ? `(${items})[]` : `${items}[]`;
      }
      default:
        throw new Error(`${file}: unsupported type ${type}`);
    }
  }

  /**
   * An object's own members. With nothing of its own but `required` (a composed type made stricter),
   * the listed members become required; with nothing at all, a record of unknowns (or null when a
   * composition already describes it).
   */
  objectType(file, schema, indent, composed) {
    const properties = schema.properties ?? {};
    const conditional = this.conditionalUnion(file, schema, indent);
    if (conditional !== null) return conditional;
    if (Object.keys(properties).length === 0) {
      if (schema.required?.length && composed.length > 0) return `Required<Pick<${composed.join(' & ')}, ${schema.required.map(literal).join(' | ')}>>`;
      if (composed.length > 0) return null;
      if (schema.additionalProperties && schema.additionalProperties !== true) return `Record<string, ${this.type(file, schema.additionalProperties, indent)}>`;
      return 'Record<string, unknown>';
    }
    return this.members(file, properties, new Set(schema.required ?? []), schema.additionalProperties, indent);
  }

  members(file, properties, required, additional, indent) {
    const inner = `${indent}  `;
    const lines = ['{'];
    for (const [name, property] of Object.entries(properties)) {
      if (property.description) lines.push(...this.doc(property.description, inner));
      const key = IDENTIFIER.test(name) ? name : literal(name);
      lines.push(`${inner}${key}${required.has(name) ? '' : '?'}: ${this.type(file, property, inner)};`);
    }
    if (additional === true) lines.push(`${inner}[key: string]: unknown;`);
    else if (additional && typeof additional === 'object') lines.push(`${inner}[key: string]: ${this.type(file, additional, inner)};`);
    lines.push(`${indent}}`);
    return lines.join('\n');
  }

  /**
   * `allOf: [{ if: { properties: { P: { const | enum } } }, then: {...} }, …]` where some `then`
   * changes a property's type: one union member per value of P, each with P narrowed to it and the
   * required fields and properties of the branches that apply to it.
   */
  conditionalUnion(file, schema, indent) {
    const branches = (schema.allOf ?? []).filter((entry) => entry.if !== undefined);
    if (!branches.some((branch) => branch.then?.properties !== undefined)) return null;
    const [discriminant] = Object.keys(branches[0].if.properties ?? {});
    const values = schema.properties?.[discriminant]?.enum;
    if (!discriminant || !values) throw new Error(`${file}: a conditional schema must switch on one enumerated property`);
    const matches = (branch, value) => {
      const test = branch.if.properties[discriminant];
      return test.const !== undefined ? test.const === value : (test.enum ?? []).includes(value);
    };
    return values
      .map((value) => {
        const properties = { ...schema.properties, [discriminant]: { const: value } };
        const required = new Set(schema.required ?? []);
        for (const branch of branches.filter((candidate) => matches(candidate, value))) {
          for (const name of branch.then.required ?? []) required.add(name);
          Object.assign(properties, branch.then.properties ?? {});
        }
        return this.members(file, properties, required, schema.additionalProperties, indent);
      })
      .join(' | ');
  }

  doc(text, indent) {
    const words = text.replace(/\*\//g, '*\\/').split(/\s+/);
    const lines = [];
    let line = '';
    for (const word of words) {
      if (line && `${line} ${word}`.length > 110) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    return lines.length === 1 ? [`${indent}/** ${lines[0]} */`] : [`${indent}/**`, ...lines.map((entry) => `${indent} * ${entry}`), `${indent} */`];
  }

  declaration(file, name, schema) {
    const body = this.type(file, schema, '');
    const lines = schema.description ? this.doc(schema.description, '') : [`/** ${file} */`];
    if (body.startsWith('{') && body.endsWith('}') && !/\n}\s*[|&]/.test(body)) lines.push(`export interface ${name} ${body}`);
    else lines.push(`export type ${name} = ${body};`);
    return lines.join('\n');
  }

  generate() {
    const out = [BANNER];
    for (const [file, schema] of this.schemas) {
      const names = this.names.get(file);
      out.push(`// ── ${file} ──\n`);
      if (names.root) out.push(`${this.declaration(file, names.root, schema)}\n`);
      for (const [def, name] of Object.entries(names.defs)) out.push(`${this.declaration(file, name, schema.$defs[def])}\n`);
    }
    return out.join('\n');
  }
}

export function generateTypes() {
  return new Generator().generate();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, generateTypes());
  process.stdout.write(`wrote ${OUTPUT}\n`);
}
