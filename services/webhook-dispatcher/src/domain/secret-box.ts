import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * Signing secrets at rest: AES-256-GCM under an installation key that never enters the database,
 * so a dump of the database alone reveals no secret. The endpoint id is the additional
 * authenticated data: a ciphertext copied onto another row does not decrypt.
 */

const KEY_BYTES = 32;
const FORMAT = 'v1';

/** 32 bytes, written as 64 hex digits or base64 (standard or url-safe). */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  throw new Error('must be 32 bytes written as 64 hex digits or 44 base64 characters (e.g. `openssl rand -base64 32`)');
}

export interface LoadedKey {
  key: Buffer;
  /** Where it came from, for the start-up log (never the key itself). */
  origin: string;
  created: boolean;
  /** Set when the key file is readable by group or others. */
  warning?: string;
}

/**
 * WEBHOOK_SECRET_KEY when set; otherwise the key file, created with mode 0600 on first start so that
 * `npm start` needs no setup. Every instance must use the same key: set WEBHOOK_SECRET_KEY (or share
 * the file) when running more than one, and back the key up apart from the database.
 */
export async function loadSecretKey(source: { source: 'env'; key: Buffer } | { source: 'file'; path: string }): Promise<LoadedKey> {
  if (source.source === 'env') return { key: source.key, origin: 'WEBHOOK_SECRET_KEY', created: false };
  const path = resolve(source.path);
  let created = false;
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    try {
      // 'wx': exclusive create, so two instances starting together cannot each write their own key.
      await writeFile(path, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
      created = true;
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
    }
    text = await readFile(path, 'utf8');
  }
  let key: Buffer;
  try {
    key = parseSecretKey(text);
  } catch (error) {
    throw new Error(`webhook secret key file ${path}: ${(error as Error).message}`);
  }
  const mode = (await stat(path)).mode & 0o777;
  const loaded: LoadedKey = { key, origin: path, created };
  if ((mode & 0o077) !== 0) loaded.warning = `webhook secret key file ${path} has mode ${mode.toString(8)}; it should be 600`;
  return loaded;
}

export class SecretBox {
  /** Names the key without revealing it: a ciphertext made under another key is reported as such. */
  readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new RangeError(`the secret key must be ${KEY_BYTES} bytes`);
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT, this.keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  decrypt(token: string, context: string): string {
    const [format, keyId, iv, tag, ciphertext] = token.split('.');
    if (format !== FORMAT || !keyId || !iv || !tag || ciphertext === undefined) throw new Error('not a secret sealed by this service');
    if (keyId !== this.keyId) {
      throw new Error(`secret was sealed under installation key ${keyId}, but this process has key ${this.keyId} (WEBHOOK_SECRET_KEY / WEBHOOK_SECRET_KEY_FILE differ between instances?)`);
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export function generateSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
