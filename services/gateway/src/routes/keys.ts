import { Router } from 'express';
import { Schemas, validatorFor, type ApiKeyCreateRequest } from '@lookout/contracts';
import { Access, authorize } from '../middleware/authorize.js';
import { requireJson } from '../middleware/errors.js';
import { validationError, validationErrorFromAjv } from '../problems.js';
import type { Backends } from '../services.js';

const validateCreate = validatorFor<ApiKeyCreateRequest>(Schemas.apiKeyCreateRequest);

/**
 * /api/keys — the workspace's API keys, owned by the quota service (scope keys:manage).
 * POST creates one and shows the key once (201); GET lists them, never the key; DELETE revokes
 * (204), after which every gateway instance answers 401 for it within a second. Another
 * workspace's key id is a 404, exactly like an unknown one.
 */
export function keysRoute(backends: Backends): Router {
  const router = Router();

  router.post('/api/keys', requireJson(), authorize(backends, Access.keys), async (req, res) => {
    const body: unknown = req.body;
    if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw validationError({ body: ['must be a JSON object with name and scopes'] });
    }
    const candidate = structuredClone(body);
    if (!validateCreate(candidate)) throw validationErrorFromAjv(validateCreate.errors);
    if (candidate.expiresAt !== undefined && Date.parse(candidate.expiresAt) <= Date.now()) {
      throw validationError({ expiresAt: ['must be in the future'] });
    }
    const { key } = await backends.keys(res.locals.caller, { op: 'create', body: candidate });
    res.status(201).location(`/api/keys/${key?.id ?? ''}`).json(key);
  });

  router.get('/api/keys', authorize(backends, Access.keys), async (_req, res) => {
    const { keys } = await backends.keys(res.locals.caller, { op: 'list' });
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ keys: keys ?? [] });
  });

  router.delete('/api/keys/:id', authorize(backends, Access.keys), async (req, res) => {
    await backends.keys(res.locals.caller, { op: 'revoke', keyId: String(req.params.id) });
    res.status(204).end();
  });
  return router;
}
