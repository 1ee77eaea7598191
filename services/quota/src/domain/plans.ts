import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/** A plan's two numbers (contract §2). */
export interface Plan {
  rateLimitPerMinute: number;
  monthlyScanQuota: number;
  /** Reads of scans (polling, artifacts, search, related); unset = READ_ALLOWANCE_FACTOR × rateLimitPerMinute. */
  readRateLimitPerMinute?: number;
}

/**
 * Polling must never spend submissions, and a client polls a scan every 3 to 5 seconds for up to a
 * minute or two: ten reads per submission covers that with room to spare.
 */
export const READ_ALLOWANCE_FACTOR = 10;

/** The built-in plans of the contract; PLANS_FILE replaces the tiers it names and adds new ones. */
export const DEFAULT_PLANS: Readonly<{ anonymous: Plan; free: Plan; pro: Plan; enterprise: Plan }> = Object.freeze({
  anonymous: { rateLimitPerMinute: 10, monthlyScanQuota: 100 },
  free: { rateLimitPerMinute: 60, monthlyScanQuota: 1_000 },
  pro: { rateLimitPerMinute: 600, monthlyScanQuota: 100_000 },
  enterprise: { rateLimitPerMinute: 6_000, monthlyScanQuota: 10_000_000 },
});

export const ANONYMOUS_TIER = 'anonymous';

// Both numbers live in Postgres INTEGER columns (workspace overrides). A high per-minute figure costs
// nothing by itself: the sliding window holds one sorted-set entry per request actually admitted in it.
export const MAX_RATE_LIMIT_PER_MINUTE = 2_147_483_647;
export const MAX_MONTHLY_SCAN_QUOTA = 2_147_483_647;

export const TIER_PATTERN = /^[a-z][a-z0-9_-]{0,62}$/;

const PLANS_FILE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  propertyNames: { pattern: TIER_PATTERN.source },
  additionalProperties: {
    type: 'object',
    required: ['rateLimitPerMinute', 'monthlyScanQuota'],
    properties: {
      rateLimitPerMinute: { type: 'integer', minimum: 1, maximum: MAX_RATE_LIMIT_PER_MINUTE },
      monthlyScanQuota: { type: 'integer', minimum: 0, maximum: MAX_MONTHLY_SCAN_QUOTA },
      readRateLimitPerMinute: { type: 'integer', minimum: 1, maximum: MAX_RATE_LIMIT_PER_MINUTE },
    },
    additionalProperties: false,
  },
} as const;

export class PlansFileError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid plans file:\n  - ${problems.join('\n  - ')}`);
    this.name = 'PlansFileError';
  }
}

/** The plans in force: immutable after start. */
export class PlanTable {
  private readonly plans: ReadonlyMap<string, Plan>;

  constructor(plans: Record<string, Plan>) {
    this.plans = new Map(Object.entries(plans).map(([tier, plan]) => [tier, Object.freeze({ ...plan })]));
  }

  has(tier: string): boolean {
    return this.plans.has(tier);
  }

  get(tier: string): Plan | undefined {
    return this.plans.get(tier);
  }

  tiers(): string[] {
    return [...this.plans.keys()];
  }

  /**
   * A workspace's effective numbers: its tier's plan with its own overrides on top. A tier that a
   * later PLANS_FILE no longer names falls back to `free` rather than locking the workspace out.
   */
  effective(tier: string, overrides: { rateLimitPerMinute: number | null; monthlyScanQuota: number | null } = { rateLimitPerMinute: null, monthlyScanQuota: null }): Required<Plan> & { tier: string } {
    const base = this.plans.get(tier) ?? this.plans.get('free') ?? DEFAULT_PLANS.free;
    const rateLimitPerMinute = overrides.rateLimitPerMinute ?? base.rateLimitPerMinute;
    return {
      tier,
      rateLimitPerMinute,
      monthlyScanQuota: overrides.monthlyScanQuota ?? base.monthlyScanQuota,
      // A workspace's own rate override scales its read allowance with it, unless the plan names one.
      readRateLimitPerMinute:
        overrides.rateLimitPerMinute === null && base.readRateLimitPerMinute !== undefined
          ? base.readRateLimitPerMinute
          : Math.min(MAX_RATE_LIMIT_PER_MINUTE, rateLimitPerMinute * READ_ALLOWANCE_FACTOR),
    };
  }
}

/** Validates a parsed PLANS_FILE document and merges it over the built-in plans. */
let validatePlansFile: ValidateFunction<Record<string, Plan>> | undefined;

export function mergePlans(document: unknown, source = 'PLANS_FILE'): PlanTable {
  validatePlansFile ??= new Ajv2020({ allErrors: true, strict: true }).compile<Record<string, Plan>>(PLANS_FILE_SCHEMA);
  const validate = validatePlansFile;
  if (!validate(document)) {
    const problems = (validate.errors ?? []).map((error) => {
      const at = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : '(root)';
      if (error.keyword === 'additionalProperties') return `${source}: ${at} has an unknown property "${(error.params as { additionalProperty: string }).additionalProperty}"`;
      if (error.keyword === 'propertyNames') return `${source}: tier name "${(error.params as { propertyName: string }).propertyName}" must match ${TIER_PATTERN.source}`;
      return `${source}: ${at} ${error.message ?? 'is invalid'}`;
    });
    throw new PlansFileError([...new Set(problems)]);
  }
  return new PlanTable({ ...DEFAULT_PLANS, ...document });
}

/** The plans in force: the defaults, merged with the JSON file at `path` when one is named. */
export function loadPlans(path: string | undefined): PlanTable {
  if (path === undefined) return new PlanTable({ ...DEFAULT_PLANS });
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new PlansFileError([`${path} cannot be read: ${(error as Error).message}`]);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new PlansFileError([`${path} is not valid JSON: ${(error as Error).message}`]);
  }
  return mergePlans(document, path);
}
