import { prismaAdapter } from '@lookout/database';
import type { Scope } from '@lookout/contracts';
import { KeyAdmin } from '../../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../../services/quota/src/domain/plans.js';
import { PrismaClient } from '../../services/quota/src/generated/prisma/client.js';

/** Workspaces with an every-scope key each (as `npm run admin -- workspace create` makes them), plus optional narrower keys. */
export async function createWorkspaces(databaseUrl: string, names: readonly string[]): Promise<{ workspaceId: string; key: string; keyWith(scopes: Scope[]): Promise<string> }[]> {
  const prisma = new PrismaClient({ adapter: prismaAdapter(databaseUrl, 'quota') });
  const admin = new KeyAdmin(prisma, loadPlans(undefined));
  const out = [];
  for (const name of names) {
    const created = await admin.createWorkspace({ name, tier: 'pro', rateLimitPerMinute: 10_000 });
    const workspaceId = created.workspace.workspaceId;
    out.push({
      workspaceId,
      key: created.key.key!,
      keyWith: async (scopes: Scope[]) => {
        const extra = new PrismaClient({ adapter: prismaAdapter(databaseUrl, 'quota') });
        try {
          return (await new KeyAdmin(extra, loadPlans(undefined)).createKey(workspaceId, { scopes, name: scopes.join(' ') })).key!;
        } finally {
          await extra.$disconnect();
        }
      },
    });
  }
  await prisma.$disconnect();
  return out;
}
