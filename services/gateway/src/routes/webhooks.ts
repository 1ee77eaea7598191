import { Router, type Request, type Response } from 'express';
import { Schemas, validatorFor, type WebhookCreateRequest, type WebhookUpdateRequest } from '@lookout/contracts';
import { Access, authorize } from '../middleware/authorize.js';
import { requireJson } from '../middleware/errors.js';
import { validationError, validationErrorFromAjv } from '../problems.js';
import type { Backends } from '../services.js';

const validateCreate = validatorFor<WebhookCreateRequest>(Schemas.webhookCreateRequest);
const validateUpdate = validatorFor<WebhookUpdateRequest>(Schemas.webhookUpdateRequest);

function parseBody<T>(body: unknown, validate: typeof validateCreate | typeof validateUpdate): T {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationError({ body: ['must be a JSON object'] });
  }
  // Validators may fill defaults in place: never on the parsed request itself.
  const candidate = structuredClone(body);
  if (!validate(candidate)) throw validationErrorFromAjv(validate.errors);
  return candidate as T;
}

const webhookId = (req: Request) => String(req.params.id);

/**
 * /api/webhooks — webhook management (contract §1, webhooks:manage). The webhook dispatcher owns the
 * endpoints; every operation is one request/reply on lookout.rpc.webhooks.admin.v1, in the caller's
 * workspace. The body schema is checked here, the URL policy (http(s), blocked IP literals) there.
 */
export function webhooksRoutes(backends: Backends): Router {
  const router = Router();
  const guard = authorize(backends, Access.webhooks);
  const caller = (res: Response) => res.locals.caller;

  router.post('/api/webhooks', requireJson(), guard, async (req, res) => {
    const body = parseBody<WebhookCreateRequest>(req.body, validateCreate);
    const { webhook } = await backends.webhooks(caller(res), { op: 'create', body });
    res.status(201).location(`/api/webhooks/${webhook?.id ?? ''}`).json(webhook);
  });

  router.get('/api/webhooks', guard, async (_req, res) => {
    const { webhooks } = await backends.webhooks(caller(res), { op: 'list' });
    res.status(200).json({ webhooks: webhooks ?? [] });
  });

  router.get('/api/webhooks/:id', guard, async (req, res) => {
    const { webhook } = await backends.webhooks(caller(res), { op: 'get', webhookId: webhookId(req) });
    res.status(200).json(webhook);
  });

  router.patch('/api/webhooks/:id', requireJson(), guard, async (req, res) => {
    const body = parseBody<WebhookUpdateRequest>(req.body, validateUpdate);
    const { webhook } = await backends.webhooks(caller(res), { op: 'update', webhookId: webhookId(req), body });
    res.status(200).json(webhook);
  });

  router.delete('/api/webhooks/:id', guard, async (req, res) => {
    await backends.webhooks(caller(res), { op: 'delete', webhookId: webhookId(req) });
    res.status(204).end();
  });

  router.post('/api/webhooks/:id/rotate-secret', guard, async (req, res) => {
    const { webhook } = await backends.webhooks(caller(res), { op: 'rotate-secret', webhookId: webhookId(req) });
    res.status(200).json(webhook);
  });

  router.get('/api/webhooks/:id/deliveries', guard, async (req, res) => {
    const { deliveries } = await backends.webhooks(caller(res), { op: 'deliveries', webhookId: webhookId(req) });
    res.status(200).json({ deliveries: deliveries ?? [] });
  });

  router.post('/api/webhooks/:id/test', guard, async (req, res) => {
    const { eventId } = await backends.webhooks(caller(res), { op: 'test', webhookId: webhookId(req) });
    res.status(202).json({ eventId });
  });

  return router;
}
