import {
  AppError,
  newId,
  type WebhookCreateRequest,
  type WebhookDeliveryAttempt,
  type WebhookDisabledReason,
  type WebhookResource,
  type WebhookSubscribableEvent,
  type WebhookUpdateRequest,
} from '@lookout/contracts';
import type { CidrSet } from '@lookout/egress';
import type { PrismaClient, WebhookEndpoint } from '../generated/prisma/client.js';
import type { Clock } from './clock.js';
import { disableEndpoint, type DeliveryStore } from './deliveries.js';
import { generateSigningSecret, type SecretBox } from './secret-box.js';
import { checkWebhookUrl } from './url-policy.js';

/** The previous secret keeps signing alongside the new one this long after a rotation (contract §1). */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;
/** Each event fans out to every endpoint of its workspace: the count is bounded. */
export const MAX_ENDPOINTS_PER_WORKSPACE = 50;
/** Attempts answered by GET /api/webhooks/{id}/deliveries. */
export const DELIVERY_LOG_LIMIT = 100;

function toResource(row: WebhookEndpoint, secret?: string): WebhookResource {
  const resource: WebhookResource = {
    id: row.id,
    url: row.url,
    events: row.events as WebhookSubscribableEvent[],
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.status === 'disabled' && row.disabledReason) resource.disabledReason = row.disabledReason as WebhookDisabledReason;
  if (row.description !== null) resource.description = row.description;
  if (secret !== undefined) resource.secret = secret;
  return resource;
}

/**
 * Webhook endpoints of a workspace. Every lookup is by (workspace, id): another workspace's id is
 * answered exactly like an unknown one.
 */
export class EndpointService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly box: SecretBox,
    private readonly allow: CidrSet,
    private readonly deliveries: DeliveryStore,
    private readonly clock: Clock,
    /** Told once a change to a workspace's endpoints has committed (the fan-out's cached endpoint sets). */
    private readonly endpointsChanged: (workspaceId: string) => void,
  ) {}

  private notFound(id: string): AppError {
    return new AppError('not_found', `No webhook ${id.slice(0, 128)} exists.`);
  }

  private async find(workspaceId: string, id: string): Promise<WebhookEndpoint> {
    const row = await this.prisma.webhookEndpoint.findFirst({ where: { id, workspaceId } });
    if (!row) throw this.notFound(id);
    return row;
  }

  async create(workspaceId: string, body: WebhookCreateRequest): Promise<WebhookResource> {
    const url = checkWebhookUrl(body.url, this.allow);
    const count = await this.prisma.webhookEndpoint.count({ where: { workspaceId } });
    if (count >= MAX_ENDPOINTS_PER_WORKSPACE) {
      throw new AppError('unprocessable', `A workspace may have at most ${MAX_ENDPOINTS_PER_WORKSPACE} webhooks; delete one first.`);
    }
    const now = this.clock.now();
    const id = newId('wh', now.getTime());
    const secret = generateSigningSecret();
    const row = await this.prisma.webhookEndpoint.create({
      data: {
        id,
        workspaceId,
        url,
        events: [...new Set(body.events)],
        description: body.description ?? null,
        secretEnc: this.box.encrypt(secret, id),
        createdAt: now,
        updatedAt: now,
      },
    });
    this.endpointsChanged(workspaceId);
    return toResource(row, secret);
  }

  async list(workspaceId: string): Promise<WebhookResource[]> {
    const rows = await this.prisma.webhookEndpoint.findMany({ where: { workspaceId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map((row) => toResource(row));
  }

  async get(workspaceId: string, id: string): Promise<WebhookResource> {
    return toResource(await this.find(workspaceId, id));
  }

  async update(workspaceId: string, id: string, body: WebhookUpdateRequest): Promise<WebhookResource> {
    const existing = await this.find(workspaceId, id);
    const url = body.url === undefined ? undefined : checkWebhookUrl(body.url, this.allow);
    const now = this.clock.now();
    await this.prisma.$transaction(async (tx) => {
      await tx.webhookEndpoint.update({
        where: { id: existing.id },
        data: {
          ...(url === undefined ? {} : { url }),
          ...(body.events === undefined ? {} : { events: [...new Set(body.events)] }),
          ...(body.description === undefined ? {} : { description: body.description }),
          // Re-enabling starts a fresh failing streak.
          ...(body.status === 'enabled' && existing.status !== 'enabled' ? { status: 'enabled', disabledReason: null, failingSince: null } : {}),
          updatedAt: now,
        },
      });
      if (body.status === 'disabled' && existing.status !== 'disabled') await disableEndpoint(tx, existing.id, 'manual', now);
    });
    // Events, status or URL may have changed: whichever it was, the cached set is read again.
    this.endpointsChanged(workspaceId);
    return this.get(workspaceId, id);
  }

  /** Deletes the endpoint with its deliveries and log; an attempt in flight finishes without being recorded. */
  async delete(workspaceId: string, id: string): Promise<void> {
    const { count } = await this.prisma.webhookEndpoint.deleteMany({ where: { id, workspaceId } });
    if (count === 0) throw this.notFound(id);
    this.endpointsChanged(workspaceId);
  }

  /** A new secret; the current one becomes the previous secret and keeps signing for 24 hours. */
  async rotateSecret(workspaceId: string, id: string): Promise<WebhookResource> {
    const existing = await this.find(workspaceId, id);
    const now = this.clock.now();
    const secret = generateSigningSecret();
    const row = await this.prisma.webhookEndpoint.update({
      where: { id: existing.id },
      data: {
        secretEnc: this.box.encrypt(secret, existing.id),
        previousSecretEnc: existing.secretEnc,
        previousExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS),
        updatedAt: now,
      },
    });
    return toResource(row, secret);
  }

  async deliveryLog(workspaceId: string, id: string): Promise<WebhookDeliveryAttempt[]> {
    const endpoint = await this.find(workspaceId, id);
    return this.deliveries.listAttempts(endpoint.id, DELIVERY_LOG_LIMIT);
  }

  async queueTest(workspaceId: string, id: string): Promise<string> {
    const endpoint = await this.find(workspaceId, id);
    if (endpoint.status !== 'enabled') throw new AppError('conflict', `Webhook ${id} is disabled; enable it (PATCH status "enabled") before sending a test event.`);
    return this.deliveries.queueTest(endpoint.id, endpoint.id);
  }

  /** The secrets that sign a delivery now: the current one, and the previous one inside its window. */
  signingSecrets(endpoint: { endpointId: string; secretEnc: string; previousSecretEnc: string | null; previousExpiresAt: Date | null }): string[] {
    const secrets = [this.box.decrypt(endpoint.secretEnc, endpoint.endpointId)];
    if (endpoint.previousSecretEnc && endpoint.previousExpiresAt && endpoint.previousExpiresAt.getTime() > this.clock.now().getTime()) {
      secrets.push(this.box.decrypt(endpoint.previousSecretEnc, endpoint.endpointId));
    }
    return secrets;
  }
}
