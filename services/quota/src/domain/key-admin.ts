import { ALL_SCOPES, AppError, isId, newId, type ApiKeyResource, type Scope } from '@lookout/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { decodeScopes, encodeScopes, generateApiKey } from './api-keys.js';
import { MAX_MONTHLY_SCAN_QUOTA, MAX_RATE_LIMIT_PER_MINUTE, type PlanTable } from './plans.js';

/** A workspace as the admin CLI prints it: the effective numbers, and which of them are overrides. */
export interface WorkspaceView {
  workspaceId: string;
  name: string;
  tier: string;
  rateLimitPerMinute: number;
  monthlyScanQuota: number;
  overrides: { rateLimitPerMinute: number | null; monthlyScanQuota: number | null };
  createdAt: string;
  updatedAt: string;
}

export interface PlanSettings {
  tier: string;
  /** undefined/null: the tier's own number. */
  rateLimitPerMinute?: number | null;
  monthlyScanQuota?: number | null;
}

interface KeyRow {
  id: string;
  prefix: string;
  name: string;
  scopes: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export function toApiKeyResource(row: KeyRow, key?: string): ApiKeyResource {
  return {
    id: row.id,
    ...(key !== undefined ? { key } : {}),
    prefix: row.prefix,
    name: row.name,
    scopes: decodeScopes(row.scopes) as Scope[],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

function invalid(field: string, message: string): AppError {
  return new AppError('bad_request', `${field} ${message}`, { errors: { [field]: [message] } });
}

/**
 * Workspaces, plans and keys: the writes behind POST/GET/DELETE /api/keys and the admin CLI.
 * Revocation is only recorded here; telling the running instances (the key-revoked broadcast) is
 * the caller's job, after this has committed.
 */
export class KeyAdmin {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly plans: PlanTable,
    private readonly now: () => number = Date.now,
  ) {}

  private checkPlan(settings: PlanSettings): void {
    if (!this.plans.has(settings.tier)) throw invalid('tier', `must be one of ${this.plans.tiers().join(', ')} (got "${settings.tier}")`);
    const { rateLimitPerMinute: rate, monthlyScanQuota: quota } = settings;
    if (rate != null && (!Number.isSafeInteger(rate) || rate < 1 || rate > MAX_RATE_LIMIT_PER_MINUTE)) {
      throw invalid('rateLimitPerMinute', `must be an integer from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}`);
    }
    if (quota != null && (!Number.isSafeInteger(quota) || quota < 0 || quota > MAX_MONTHLY_SCAN_QUOTA)) {
      throw invalid('monthlyScanQuota', `must be an integer from 0 to ${MAX_MONTHLY_SCAN_QUOTA}`);
    }
  }

  private view(row: { id: string; name: string; tier: string; rateLimitPerMinute: number | null; monthlyScanQuota: number | null; createdAt: Date; updatedAt: Date }): WorkspaceView {
    const plan = this.plans.effective(row.tier, row);
    return {
      workspaceId: row.id,
      name: row.name,
      tier: row.tier,
      rateLimitPerMinute: plan.rateLimitPerMinute,
      monthlyScanQuota: plan.monthlyScanQuota,
      overrides: { rateLimitPerMinute: row.rateLimitPerMinute, monthlyScanQuota: row.monthlyScanQuota },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private static checkScopes(scopes: readonly string[]): Scope[] {
    if (scopes.length === 0) throw invalid('scopes', 'must name at least one scope');
    const unknown = scopes.filter((scope) => !(ALL_SCOPES as readonly string[]).includes(scope));
    if (unknown.length > 0) throw invalid('scopes', `has unknown scopes ${unknown.join(', ')} (known: ${ALL_SCOPES.join(', ')})`);
    return [...new Set(scopes)] as Scope[];
  }

  /** A new workspace and its first key, which holds every scope. */
  async createWorkspace(input: { name: string } & PlanSettings): Promise<{ workspace: WorkspaceView; key: ApiKeyResource }> {
    if (input.name.trim() === '') throw invalid('name', 'must not be empty');
    this.checkPlan(input);
    const now = new Date(this.now());
    const generated = generateApiKey();
    const { workspace, key } = await this.prisma.$transaction(async (tx) => {
      const workspace = await tx.workspace.create({
        data: {
          id: newId('ws', now.getTime()),
          name: input.name,
          tier: input.tier,
          rateLimitPerMinute: input.rateLimitPerMinute ?? null,
          monthlyScanQuota: input.monthlyScanQuota ?? null,
          createdAt: now,
          updatedAt: now,
        },
      });
      const key = await tx.apiKey.create({
        data: { id: newId('key', now.getTime()), workspaceId: workspace.id, name: 'default', scopes: encodeScopes(ALL_SCOPES), prefix: generated.prefix, keyHash: generated.hash, createdAt: now },
      });
      return { workspace, key };
    });
    return { workspace: this.view(workspace), key: toApiKeyResource(key, generated.key) };
  }

  /** Sets the tier and the overrides; an override not given goes back to the tier's number. */
  async setPlan(workspaceId: string, settings: PlanSettings): Promise<WorkspaceView> {
    this.checkPlan(settings);
    if (!isId('ws', workspaceId)) throw new AppError('not_found', `No workspace ${workspaceId}.`);
    const updated = await this.prisma.workspace.updateMany({
      where: { id: workspaceId },
      data: { tier: settings.tier, rateLimitPerMinute: settings.rateLimitPerMinute ?? null, monthlyScanQuota: settings.monthlyScanQuota ?? null, updatedAt: new Date(this.now()) },
    });
    if (updated.count === 0) throw new AppError('not_found', `No workspace ${workspaceId}.`);
    const row = await this.prisma.workspace.findUniqueOrThrow({ where: { id: workspaceId } });
    return this.view(row);
  }

  async createKey(workspaceId: string, input: { name?: string; scopes: readonly string[]; expiresAt?: Date | null }): Promise<ApiKeyResource> {
    const scopes = KeyAdmin.checkScopes(input.scopes);
    const name = input.name ?? 'default';
    if (name.trim() === '' || name.length > 100) throw invalid('name', 'must be 1 to 100 characters');
    const now = new Date(this.now());
    if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) throw invalid('expiresAt', 'must be in the future');
    if (!isId('ws', workspaceId) || !(await this.prisma.workspace.findUnique({ where: { id: workspaceId }, select: { id: true } }))) {
      throw new AppError('not_found', `No workspace ${workspaceId}.`);
    }
    const generated = generateApiKey();
    const row = await this.prisma.apiKey.create({
      data: { id: newId('key', now.getTime()), workspaceId, name, scopes: encodeScopes(scopes), prefix: generated.prefix, keyHash: generated.hash, createdAt: now, expiresAt: input.expiresAt ?? null },
    });
    return toApiKeyResource(row, generated.key);
  }

  /** Every key of the workspace, newest first, revoked ones included; never the secret. */
  async listKeys(workspaceId: string): Promise<ApiKeyResource[]> {
    const rows = await this.prisma.apiKey.findMany({ where: { workspaceId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return rows.map((row) => toApiKeyResource(row));
  }

  async scopesOf(keyId: string): Promise<string[] | null> {
    const row = await this.prisma.apiKey.findUnique({ where: { id: keyId }, select: { scopes: true } });
    return row ? decodeScopes(row.scopes) : null;
  }

  /**
   * Revokes a key (of `workspaceId` when given: another workspace's key is not found). Revoking
   * twice keeps the first time. Returns null when there is no such key.
   */
  async revokeKey(keyId: string, workspaceId?: string): Promise<{ keyId: string; revokedAt: string } | null> {
    if (!isId('key', keyId)) return null;
    const where = { id: keyId, ...(workspaceId !== undefined ? { workspaceId } : {}) };
    await this.prisma.apiKey.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: new Date(this.now()) } });
    const row = await this.prisma.apiKey.findFirst({ where, select: { id: true, revokedAt: true } });
    if (!row?.revokedAt) return null;
    return { keyId: row.id, revokedAt: row.revokedAt.toISOString() };
  }
}
