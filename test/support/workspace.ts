import { prismaAdapter } from '@lookout/database';
import { KeyAdmin } from '../../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../../services/quota/src/domain/plans.js';
import { PrismaClient } from '../../services/quota/src/generated/prisma/client.js';
import type { Infrastructure } from './stack.js';

/** A workspace with one key holding every scope, made the way the admin CLI makes them. */
export async function newWorkspaceKey(infra: Infrastructure, name = 'client-tests', rateLimitPerMinute = 600): Promise<{ key: string; keyId: string; workspaceId: string }> {
  const prisma = new PrismaClient({ adapter: prismaAdapter(infra.database.url, 'quota') });
  try {
    const admin = new KeyAdmin(prisma, loadPlans(undefined));
    const { workspace, key } = await admin.createWorkspace({ name, tier: 'free', rateLimitPerMinute });
    return { key: key.key!, keyId: key.id, workspaceId: workspace.workspaceId };
  } finally {
    await prisma.$disconnect();
  }
}
