import { serveRpc, type Bus } from '@lookout/bus';
import { AppError, Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { KeyAdmin } from '../domain/key-admin.js';
import { publishKeyRevoked } from './key-revoked.js';

/**
 * quota.keys: POST/GET/DELETE /api/keys for the caller's workspace. Another workspace's key is
 * not found, exactly like an unknown one. A key cannot hand out scopes it does not hold.
 */
export function serveKeys(bus: Bus, admin: KeyAdmin, forgetKey: (keyId: string) => void, logger: Logger) {
  return serveRpc(bus, Operations.quotaKeys, {
    logger,
    handler: async (request) => {
      const workspaceId = request.caller.workspaceId;
      if (workspaceId === null) throw new AppError('unauthorized', 'Managing API keys requires an API key.');
      switch (request.op) {
        case 'list':
          return { keys: await admin.listKeys(workspaceId) };
        case 'create': {
          const held = request.caller.keyId ? await admin.scopesOf(request.caller.keyId) : null;
          const missing = request.body.scopes.filter((scope) => !held?.includes(scope));
          if (missing.length > 0) throw new AppError('forbidden', `A key cannot grant scopes it does not hold: ${missing.join(', ')}.`);
          const expiresAt = request.body.expiresAt === undefined ? null : new Date(request.body.expiresAt);
          return { key: await admin.createKey(workspaceId, { name: request.body.name, scopes: request.body.scopes, expiresAt }) };
        }
        case 'revoke': {
          const revoked = await admin.revokeKey(request.keyId, workspaceId);
          if (!revoked) throw new AppError('not_found', 'No such API key.');
          // Committed: this instance forgets the key now, every other one when the broadcast arrives.
          forgetKey(revoked.keyId);
          publishKeyRevoked(bus, revoked);
          return {};
        }
      }
    },
  });
}
