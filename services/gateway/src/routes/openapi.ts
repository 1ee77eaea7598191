import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import { PROTO_DIR } from '@lookout/contracts';

/** The published contract, served as written (proto/openapi.yaml is the source of truth). */
export function openApiRoute(): Router {
  const document = readFileSync(join(PROTO_DIR, 'openapi.yaml'), 'utf8');
  const router = Router();
  router.get(['/openapi.yaml', '/openapi'], (_req, res) => {
    res.type('application/yaml').send(document);
  });
  return router;
}
