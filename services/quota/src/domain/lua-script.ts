import { createHash } from 'node:crypto';
import type { Redis } from '@lookout/redis';

/**
 * A Lua script run with EVALSHA, falling back to EVAL when the server does not know it (after a
 * restart or SCRIPT FLUSH the script cache is empty, and that must not fail a request).
 */
export class LuaScript {
  private readonly sha: string;

  constructor(
    readonly name: string,
    private readonly source: string,
  ) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  async run(redis: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!/NOSCRIPT/.test((error as Error).message)) throw error;
      return redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}

/** Lua replies arrive as arrays of integers; anything else means the script and its caller disagree. */
export function integers(reply: unknown, length: number, script: string): number[] {
  if (!Array.isArray(reply) || reply.length !== length || !reply.every((item) => typeof item === 'number')) {
    throw new Error(`unexpected reply from the ${script} script: ${JSON.stringify(reply)}`);
  }
  return reply as number[];
}
