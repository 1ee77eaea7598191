/**
 * Environment parsing, done once per service in its src/config.ts. Every problem is collected and
 * reported together, so an operator fixes a bad deployment in one pass instead of one per restart.
 */

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export interface EnvReader {
  string(name: string, fallback: string): string;
  optionalString(name: string): string | undefined;
  int(name: string, fallback: number, range?: { min?: number; max?: number }): number;
  bool(name: string, fallback: boolean): boolean;
  url(name: string, fallback: string, protocols?: string[]): string;
  optionalUrl(name: string, protocols?: string[]): string | undefined;
  list(name: string, fallback: string[]): string[];
  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T;
  /** A problem no single variable shows (settings that cannot hold together), reported with the rest. */
  problem(message: string): void;
}

export type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig<T>(build: (env: EnvReader) => T, source: Env = process.env): T {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const value = source[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const checkUrl = (name: string, value: string, protocols: string[] | undefined): string => {
    try {
      const parsed = new URL(value);
      if (protocols && !protocols.includes(parsed.protocol.replace(/:$/, ''))) {
        problems.push(`${name} must use one of ${protocols.join(', ')} (got ${parsed.protocol})`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return value;
  };
  const reader: EnvReader = {
    string: (name, fallback) => raw(name) ?? fallback,
    optionalString: (name) => raw(name),
    int(name, fallback, range = {}) {
      const value = raw(name);
      if (value === undefined) return fallback;
      const parsed = Number(value);
      if (!Number.isSafeInteger(parsed)) {
        problems.push(`${name} must be an integer (got "${value}")`);
        return fallback;
      }
      if (range.min !== undefined && parsed < range.min) problems.push(`${name} must be ≥ ${range.min} (got ${parsed})`);
      if (range.max !== undefined && parsed > range.max) problems.push(`${name} must be ≤ ${range.max} (got ${parsed})`);
      return parsed;
    },
    bool(name, fallback) {
      const value = raw(name)?.toLowerCase();
      if (value === undefined) return fallback;
      if (['1', 'true', 'yes', 'on'].includes(value)) return true;
      if (['0', 'false', 'no', 'off'].includes(value)) return false;
      problems.push(`${name} must be true or false (got "${value}")`);
      return fallback;
    },
    url: (name, fallback, protocols) => checkUrl(name, raw(name) ?? fallback, protocols),
    optionalUrl(name, protocols) {
      const value = raw(name);
      return value === undefined ? undefined : checkUrl(name, value, protocols);
    },
    list(name, fallback) {
      const value = raw(name);
      if (value === undefined) return fallback;
      return value.split(',').map((item) => item.trim()).filter((item) => item.length > 0);
    },
    oneOf(name, fallback, allowed) {
      const value = raw(name);
      if (value === undefined) return fallback;
      if (!(allowed as readonly string[]).includes(value)) {
        problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
        return fallback;
      }
      return value as typeof fallback;
    },
    problem: (message) => {
      problems.push(message);
    },
  };
  const config = build(reader);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Settings every service shares: where the infrastructure is and how it reports. */
export interface CommonConfig {
  natsUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Port of the small /healthz and /readyz server each service exposes (0 = pick a free one). */
  healthPort: number;
  healthHost: string;
  /** Seconds a service waits for in-flight work on SIGTERM before handing it back. */
  shutdownGraceSeconds: number;
}

/** NATS_URL: one server, or several separated by commas. */
export function readNatsUrl(env: EnvReader): string {
  return env.url('NATS_URL', 'nats://127.0.0.1:4222', ['nats', 'tls', 'ws', 'wss']);
}

/** DATABASE_URL: the one Postgres database every service keeps its own schema in. */
export function readDatabaseUrl(env: EnvReader): string {
  return env.url('DATABASE_URL', 'postgresql://lookout:lookout@127.0.0.1:5432/lookout', ['postgres', 'postgresql']);
}

/** REDIS_URL */
export function readRedisUrl(env: EnvReader): string {
  return env.url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis', 'rediss']);
}

export function readCommonConfig(env: EnvReader, defaults: { healthPort: number }): CommonConfig {
  return {
    natsUrl: readNatsUrl(env),
    logLevel: env.oneOf('LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    healthPort: env.int('HEALTH_PORT', defaults.healthPort, { min: 0, max: 65535 }),
    // Loopback unless told otherwise: the container image sets HEALTH_HOST=0.0.0.0 itself.
    healthHost: env.string('HEALTH_HOST', '127.0.0.1'),
    shutdownGraceSeconds: env.int('SHUTDOWN_GRACE_SECONDS', 25, { min: 0, max: 600 }),
  };
}
