import { readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * Compares a Prisma schema with the tables the migrations actually produced. Prisma's own
 * `migrate diff` needs the schema-engine binary, which is not always available, so this reads the
 * subset of the Prisma schema language the project uses (models, scalar and enum fields, @map,
 * @@map, @id, @unique, @@index, @@unique, @db.Timestamptz/@db.JsonB/@db.VarChar) and checks
 * tables, columns, types, nullability, enums and indexes against information_schema / pg_catalog.
 */

interface ExpectedColumn {
  field: string;
  column: string;
  udt: string;
  nullable: boolean | 'either';
}

interface ExpectedIndex {
  columns: string[];
  unique: boolean;
}

interface ExpectedTable {
  model: string;
  table: string;
  columns: ExpectedColumn[];
  indexes: ExpectedIndex[];
}

export interface ParsedPrismaSchema {
  tables: ExpectedTable[];
  enums: Map<string, string[]>;
}

const SCALAR_UDT: Record<string, string> = {
  String: 'text',
  Int: 'int4',
  BigInt: 'int8',
  Boolean: 'bool',
  DateTime: 'timestamp',
  Json: 'jsonb',
  Float: 'float8',
  Decimal: 'numeric',
  Bytes: 'bytea',
};

const NATIVE_UDT: Record<string, string> = {
  Timestamptz: 'timestamptz',
  Timestamp: 'timestamp',
  JsonB: 'jsonb',
  Json: 'json',
  VarChar: 'varchar',
  Text: 'text',
  Uuid: 'uuid',
  Inet: 'inet',
  Integer: 'int4',
  SmallInt: 'int2',
  BigInt: 'int8',
};

function blocks(source: string, keyword: 'model' | 'enum'): { name: string; body: string }[] {
  const pattern = new RegExp(`^${keyword}\\s+(\\w+)\\s*\\{([\\s\\S]*?)^\\}`, 'gm');
  return [...source.matchAll(pattern)].map((match) => ({ name: match[1] ?? '', body: match[2] ?? '' }));
}

function stripComments(line: string): string {
  return line.replace(/\/\/.*$/, '').trim();
}

function listArgument(text: string): string[] {
  return text.split(',').map((item) => item.trim().replace(/\(.*\)$/, '')).filter(Boolean);
}

export function parsePrismaSchema(source: string): ParsedPrismaSchema {
  const enums = new Map<string, string[]>();
  for (const { name, body } of blocks(source, 'enum')) {
    enums.set(name, body.split('\n').map(stripComments).filter((line) => line && !line.startsWith('@@')).map((line) => line.split(/\s+/)[0] ?? ''));
  }
  const modelBlocks = blocks(source, 'model');
  const modelNames = new Set(modelBlocks.map((block) => block.name));
  const tables = modelBlocks.map(({ name, body }): ExpectedTable => {
    const columns: ExpectedColumn[] = [];
    const indexes: ExpectedIndex[] = [];
    let table = name;
    const columnOf = new Map<string, string>();
    const pendingBlockAttributes: string[] = [];
    for (const rawLine of body.split('\n')) {
      const line = stripComments(rawLine);
      if (!line) continue;
      if (line.startsWith('@@')) {
        pendingBlockAttributes.push(line);
        continue;
      }
      const [field = '', typeSpec = '', ...rest] = line.split(/\s+/);
      const attributes = rest.join(' ');
      const baseType = typeSpec.replace(/[?[\]]/g, '');
      if (modelNames.has(baseType)) continue; // relation field: no column of its own
      const column = /@map\("([^"]+)"\)/.exec(attributes)?.[1] ?? field;
      columnOf.set(field, column);
      const native = /@db\.(\w+)/.exec(attributes)?.[1];
      const udt = (native ? NATIVE_UDT[native] : undefined) ?? SCALAR_UDT[baseType] ?? baseType;
      const isList = typeSpec.endsWith('[]');
      // List columns may be nullable or not: Prisma creates them without NOT NULL (prisma/prisma#4729),
      // and a migration that adds NOT NULL is stricter but reads back the same.
      columns.push({ field, column, udt: isList ? `_${udt}` : udt, nullable: isList ? 'either' : typeSpec.endsWith('?') });
      if (/@id\b/.test(attributes) || /@unique\b/.test(attributes)) indexes.push({ columns: [column], unique: true });
    }
    for (const attribute of pendingBlockAttributes) {
      const mapped = /^@@map\("([^"]+)"\)/.exec(attribute);
      if (mapped?.[1]) table = mapped[1];
      const index = /^@@(index|unique|id)\(\s*(?:fields:\s*)?\[([^\]]*)\]/.exec(attribute);
      if (index?.[2] !== undefined) {
        indexes.push({
          columns: listArgument(index[2]).map((fieldName) => columnOf.get(fieldName) ?? fieldName),
          unique: index[1] !== 'index',
        });
      }
    }
    return { model: name, table, columns, indexes };
  });
  return { tables, enums };
}

export async function findSchemaDrift(options: { databaseUrl: string; schema: string; prismaSchemaPath: string }): Promise<string[]> {
  const expected = parsePrismaSchema(await readFile(options.prismaSchemaPath, 'utf8'));
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const problems: string[] = [];
  try {
    const columns = await client.query<{ table_name: string; column_name: string; udt_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, udt_name, is_nullable FROM information_schema.columns WHERE table_schema = $1`,
      [options.schema],
    );
    const enumRows = await client.query<{ typname: string; enumlabel: string }>(
      `SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
         JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = $1 ORDER BY t.typname, e.enumsortorder`,
      [options.schema],
    );
    const indexRows = await client.query<{ table_name: string; columns: string[]; is_unique: boolean }>(
      `SELECT c.relname AS table_name, i.indisunique AS is_unique,
              array_agg(a.attname::text ORDER BY k.ordinality) AS columns
         FROM pg_index i
         JOIN pg_class c ON c.oid = i.indrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
         CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ordinality)
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
        WHERE n.nspname = $1
        GROUP BY i.indexrelid, c.relname, i.indisunique`,
      [options.schema],
    );

    const actualTables = new Map<string, Map<string, { udt: string; nullable: boolean }>>();
    for (const row of columns.rows) {
      const table = actualTables.get(row.table_name) ?? new Map();
      table.set(row.column_name, { udt: row.udt_name, nullable: row.is_nullable === 'YES' });
      actualTables.set(row.table_name, table);
    }
    for (const table of expected.tables) {
      const actual = actualTables.get(table.table);
      if (!actual) {
        problems.push(`table ${table.table} (model ${table.model}) is missing from the database`);
        continue;
      }
      for (const column of table.columns) {
        const found = actual.get(column.column);
        if (!found) problems.push(`column ${table.table}.${column.column} is missing from the database`);
        else {
          if (found.udt !== column.udt) problems.push(`column ${table.table}.${column.column} is ${found.udt} in the database, ${column.udt} in schema.prisma`);
          if (column.nullable !== 'either' && found.nullable !== column.nullable) {
            problems.push(`column ${table.table}.${column.column} is ${found.nullable ? 'nullable' : 'NOT NULL'} in the database but not in schema.prisma`);
          }
        }
      }
      for (const name of actual.keys()) {
        if (!table.columns.some((column) => column.column === name)) problems.push(`column ${table.table}.${name} exists in the database but not in schema.prisma`);
      }
      const tableIndexes = indexRows.rows.filter((row) => row.table_name === table.table);
      for (const index of table.indexes) {
        const match = tableIndexes.some((row) => row.is_unique === index.unique && row.columns.join(',') === index.columns.join(','));
        if (!match) problems.push(`${index.unique ? 'unique index' : 'index'} on ${table.table}(${index.columns.join(', ')}) is missing from the database`);
      }
    }
    for (const name of actualTables.keys()) {
      if (name !== '_prisma_migrations' && !expected.tables.some((table) => table.table === name)) {
        problems.push(`table ${name} exists in the database but not in schema.prisma`);
      }
    }
    const actualEnums = new Map<string, string[]>();
    for (const row of enumRows.rows) actualEnums.set(row.typname, [...(actualEnums.get(row.typname) ?? []), row.enumlabel]);
    for (const [name, labels] of expected.enums) {
      const actual = actualEnums.get(name);
      if (!actual) problems.push(`enum ${name} is missing from the database`);
      else if (actual.join(',') !== labels.join(',')) problems.push(`enum ${name} is (${actual.join(', ')}) in the database, (${labels.join(', ')}) in schema.prisma`);
    }
  } finally {
    await client.end();
  }
  return problems;
}
