import { Router } from 'express';
import { requestRpc, type Bus } from '@lookout/bus';
import { Operations, Schemas, validatorFor, type ApiKeyCreateRequest, type QuotaKeysRequest, type RequestBody } from '@lookout/contracts';
import type { GatewayConfig } from '../config.js';
import { authorize, type RoutePolicy } from '../middleware/authorize.js';
import { requireJson } from '../middleware/errors.js';
import { validationError, validationErrorFromAjv } from '../problems.js';
import type { Backends } from '../services.js';

export interface KeysRouteDeps {
  backends: Backends;
  bus: Bus;
  config: Pick<GatewayConfig, 'rpcTimeoutMs'>;
}

const POLICY: RoutePolicy = { scope: 'keys:manage', anonymousAllowed: false, rateLimited: true };
const validateCreate = validatorFor<ApiKeyCreateRequest>(Schemas.apiKeyCreateRequest);

/**
 * /api/keys — the workspace's API keys, owned by the quota service (scope keys:manage).
 * POST creates one and shows the key once (201); GET lists them, never the key; DELETE revokes
 * (204), after which every gateway instance answers 401 for it within a second. Another
 * workspace's key id is a 404, exactly like an unknown one.
 */
export function keysRoute(deps: KeysRouteDeps): Router {
  const router = Router();
  const call = (request: RequestBody<QuotaKeysRequest>) => requestRpc(deps.bus, Operations.quotaKeys, request, { timeoutMs: deps.config.rpcTimeoutMs });

  router.post('/api/keys', requireJson(), authorize(deps.backends, POLICY), async (req, res) => {
    const body: unknown = req.body;
    if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw validationError({ body: ['must be a JSON object with name and scopes'] });
    }
    const candidate = structuredClone(body);
    if (!validateCreate(candidate)) throw validationErrorFromAjv(validateCreate.errors);
    if (candidate.expiresAt !== undefined && Date.parse(candidate.expiresAt) <= Date.now()) {
      throw validationError({ expiresAt: ['must be in the future'] });
    }
    const { key } = await call({ caller: res.locals.caller, op: 'create', body: candidate });
    res.status(201).location(`/api/keys/${key?.id ?? ''}`).json(key);
  });

  router.get('/api/keys', authorize(deps.backends, POLICY), async (_req, res) => {
    const { keys } = await call({ caller: res.locals.caller, op: 'list' });
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ keys: keys ?? [] });
  });

  router.delete('/api/keys/:id', authorize(deps.backends, POLICY), async (req, res) => {
    await call({ caller: res.locals.caller, op: 'revoke', keyId: String(req.params.id) });
    res.status(204).end();
  });
  return router;
}
