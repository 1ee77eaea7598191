import { randomBytes } from 'node:crypto';

// Crockford base32 in lower case: ASCII order equals numeric order, so ids sort by creation time.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Crockford base32, lower case, most significant bit first; a partial last group is zero-padded. */
export function encodeBase32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

export type IdPrefix = 'scan' | 'job' | 'wh' | 'key' | 'ws' | 'evt' | 'req' | 'dlv';

/**
 * `<prefix>_` + 48-bit millisecond timestamp + 96 random bits (contract: ≥ 96 bits of randomness,
 * time-sortable welcome, never sequential or guessable).
 */
export function newId(prefix: IdPrefix, now: number = Date.now()): string {
  const bytes = new Uint8Array(18);
  let time = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes.set(randomBytes(12), 6);
  return `${prefix}_${encodeBase32(bytes)}`;
}

/** The part after `<prefix>_`: newId's 30 characters, with room for other generators (the schemas say `{20,}`). */
const ID_BODY = /^[A-Za-z0-9_-]{20,100}$/;

/** True when `value` can be an id of `prefix`; anything else cannot name one and is not looked up. */
export function isId(prefix: IdPrefix, value: string): boolean {
  return value.startsWith(`${prefix}_`) && ID_BODY.test(value.slice(prefix.length + 1));
}
