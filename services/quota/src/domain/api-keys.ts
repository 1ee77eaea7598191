import { hash, randomBytes } from 'node:crypto';
import { encodeBase32 } from '@lookout/contracts';

/**
 * API key format: `lk_<prefix>_<secret>`. The prefix (8 characters, 40 random bits) is stored and
 * shown so a key can be recognised in lists and logs; the secret is 160 random bits. Only the
 * SHA-256 of the whole key is stored: with that much entropy a fast hash cannot be brute-forced, and
 * it keeps the per-request lookup a single indexed equality match.
 */
const KEY_PATTERN = /^lk_([0-9a-z]{8})_([A-Za-z0-9_-]{27})$/;

export interface GeneratedKey {
  key: string;
  prefix: string;
  hash: string;
}


/** Runs for every request with a key: the one-shot hash, about half the cost of createHash(). */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

export function generateApiKey(): GeneratedKey {
  const prefix = `lk_${encodeBase32(randomBytes(5))}`;
  const key = `${prefix}_${randomBytes(20).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** Cheap shape check: anything else is invalid without a database lookup. */
export function isWellFormedApiKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Scopes are stored as one space-separated string (OAuth 2 style); order kept, duplicates dropped. */
export function encodeScopes(scopes: readonly string[]): string {
  return [...new Set(scopes)].join(' ');
}

export function decodeScopes(stored: string): string[] {
  return stored.split(' ').filter((scope) => scope.length > 0);
}

