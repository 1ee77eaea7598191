/**
 * The operator's CLI (`npm run admin -- <command> [--json]`), talking to Postgres directly
 * (DATABASE_URL) and broadcasting revocations on NATS_URL when NATS answers:
 *
 *   workspace create  --name N --tier T [--rate-limit N] [--monthly-quota N]   → { workspaceId, apiKey, keyId }
 *   workspace set-plan --workspace W --tier T [--rate-limit N] [--monthly-quota N] → the workspace
 *   key create        --workspace W --scopes a,b [--expires-at RFC3339] [--name N] → { keyId, apiKey }
 *   key revoke        --key-id K                                                  → { keyId, revokedAt }
 *
 * With --json, stdout carries exactly one JSON object on one line; errors go to stderr with exit
 * code 2 (bad usage or input) or 1 (anything else).
 */
import { parseArgs } from 'node:util';
import { broadcastOnce } from '@lookout/bus';
import { ConfigError } from '@lookout/config';
import { AppError, Operations } from '@lookout/contracts';
import { prismaAdapter } from '@lookout/database';
import { readAdminConfig, type AdminConfig } from '../config.js';
import { KeyAdmin } from '../domain/key-admin.js';
import { PrismaClient } from '../generated/prisma/client.js';

const USAGE = `usage: npm run admin -- <command> [options] [--json]

  workspace create   --name N --tier T [--rate-limit N] [--monthly-quota N]
  workspace set-plan --workspace W --tier T [--rate-limit N] [--monthly-quota N]
  key create         --workspace W --scopes a,b [--expires-at RFC3339] [--name N]
  key revoke         --key-id K

Environment: DATABASE_URL, NATS_URL (revocation broadcast), PLANS_FILE.`;

class UsageError extends Error {}

type Flags = Partial<Record<'name' | 'tier' | 'rate-limit' | 'monthly-quota' | 'workspace' | 'scopes' | 'expires-at' | 'key-id', string>>;

function required(flags: Flags, name: keyof Flags): string {
  const value = flags[name];
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

function optionalInteger(flags: Flags, name: 'rate-limit' | 'monthly-quota'): number | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(Number(value))) throw new UsageError(`--${name} must be a whole number (got "${value}")`);
  return Number(value);
}

function optionalDate(flags: Flags, name: 'expires-at'): Date | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  // RFC 3339: a full date and time with an offset.
  if (!/^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new UsageError(`--${name} must be an RFC 3339 date-time such as 2030-01-31T00:00:00Z (got "${value}")`);
  }
  return new Date(value);
}

async function broadcastRevocation(config: AdminConfig, revoked: { keyId: string; revokedAt: string }): Promise<void> {
  try {
    await broadcastOnce({ url: config.natsUrl, name: 'quota-admin', timeoutMs: 2_000 }, Operations.keyRevoked, revoked);
  } catch (error) {
    process.stderr.write(
      `warning: NATS at ${config.natsUrl} is not reachable (${(error as Error).message}); running quota instances will refuse the key once their cached entry expires (KEY_CACHE_TTL_MS).\n`,
    );
  }
}

async function run(argv: string[]): Promise<object> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      tier: { type: 'string' },
      'rate-limit': { type: 'string' },
      'monthly-quota': { type: 'string' },
      workspace: { type: 'string' },
      scopes: { type: 'string' },
      'expires-at': { type: 'string' },
      'key-id': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals.join(' ');
  if (values.help) throw new UsageError('');
  const flags = values as Flags;
  const known = ['workspace create', 'workspace set-plan', 'key create', 'key revoke'];
  if (!known.includes(command)) throw new UsageError(command ? `unknown command "${command}"` : 'no command given');

  const config = readAdminConfig();
  const prisma = new PrismaClient({ adapter: prismaAdapter(config.databaseUrl, 'quota') });
  const admin = new KeyAdmin(prisma, config.plans);
  try {
    switch (command) {
      case 'workspace create': {
        const { workspace, key } = await admin.createWorkspace({
          name: required(flags, 'name'),
          tier: required(flags, 'tier'),
          rateLimitPerMinute: optionalInteger(flags, 'rate-limit') ?? null,
          monthlyScanQuota: optionalInteger(flags, 'monthly-quota') ?? null,
        });
        return { workspaceId: workspace.workspaceId, apiKey: key.key, keyId: key.id };
      }
      case 'workspace set-plan':
        return await admin.setPlan(required(flags, 'workspace'), {
          tier: required(flags, 'tier'),
          rateLimitPerMinute: optionalInteger(flags, 'rate-limit') ?? null,
          monthlyScanQuota: optionalInteger(flags, 'monthly-quota') ?? null,
        });
      case 'key create': {
        const scopes = required(flags, 'scopes').split(',').map((scope) => scope.trim()).filter(Boolean);
        const key = await admin.createKey(required(flags, 'workspace'), {
          scopes,
          ...(flags.name !== undefined ? { name: flags.name } : {}),
          expiresAt: optionalDate(flags, 'expires-at') ?? null,
        });
        return { keyId: key.id, apiKey: key.key };
      }
      default: {
        const keyId = required(flags, 'key-id');
        const revoked = await admin.revokeKey(keyId);
        if (!revoked) throw new AppError('not_found', `No API key ${keyId}.`);
        await broadcastRevocation(config, revoked);
        return revoked;
      }
    }
  } finally {
    await prisma.$disconnect();
  }
}

function printHuman(result: object, indent = ''): string {
  return Object.entries(result)
    .map(([name, value]) => (value && typeof value === 'object' ? `${indent}${name}:\n${printHuman(value as object, `${indent}  `)}` : `${indent}${name}: ${String(value)}`))
    .join('\n');
}

const argv = process.argv.slice(2);
const json = argv.includes('--json');
run(argv).then(
  (result) => {
    process.stdout.write(json ? `${JSON.stringify(result)}\n` : `${printHuman(result)}\n`);
  },
  (error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${(error as Error).message ? `error: ${(error as Error).message}\n\n` : ''}${USAGE}\n`);
      process.exitCode = 2;
    } else if (error instanceof ConfigError) {
      process.stderr.write(`error: ${error.message}\n`);
      process.exitCode = 2;
    } else if (error instanceof AppError) {
      process.stderr.write(`error: ${error.detail}\n`);
      process.exitCode = error.problem === 'bad_request' ? 2 : 1;
    } else {
      process.stderr.write(`error: ${(error as Error).message ?? String(error)}\n`);
      process.exitCode = 1;
    }
  },
);
