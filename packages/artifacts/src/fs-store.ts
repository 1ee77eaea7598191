import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FsArtifactStoreConfig } from './config.js';
import type { ArtifactKind, ArtifactRef, ArtifactStore, StoredArtifact } from './types.js';
import { ArtifactError } from './errors.js';
import { checkContentType, checkHash, checkKind, checkSize, sha256Hex } from './validate.js';

// Plain data files: readable by the other services' users, never executable.
const FILE_MODE = 0o644;

/**
 * Filesystem store: <dir>/<kind>/<aa>/<bb>/<sha256> holds the bytes and <sha256>.type its content
 * type. Two levels of 256 shards keep directories small at millions of objects. Every write goes
 * to a temp file in the same directory and is renamed into place, so a reader (or a crash) never
 * sees half an object; the type file is written before the body, so a body implies its type.
 */
export class FsArtifactStore implements ArtifactStore {
  private readonly root: string;

  constructor(private readonly config: FsArtifactStoreConfig) {
    this.root = path.resolve(config.dir);
  }

  private paths(kind: ArtifactKind, sha256: string): { dir: string; body: string; type: string } {
    const dir = path.join(this.root, checkKind(kind), sha256.slice(0, 2), sha256.slice(2, 4));
    const body = path.join(dir, checkHash(sha256));
    return { dir, body, type: `${body}.type` };
  }

  async put(kind: ArtifactKind, body: Buffer, contentType: string): Promise<ArtifactRef> {
    checkSize(body.length, this.config.maxBytes);
    checkContentType(contentType);
    const sha256 = sha256Hex(body);
    const where = this.paths(kind, sha256);
    const ref: ArtifactRef = { kind, sha256, contentType, bytes: body.length };
    // Content-addressed: the same hash is the same bytes, already there.
    if (await exists(where.body)) return ref;
    await mkdir(where.dir, { recursive: true });
    await atomicWrite(where.type, Buffer.from(contentType, 'utf8'));
    await atomicWrite(where.body, body);
    return ref;
  }

  async get(kind: ArtifactKind, sha256: string): Promise<StoredArtifact | null> {
    const where = this.paths(kind, sha256);
    let body: Buffer;
    try {
      const info = await stat(where.body);
      checkSize(info.size, this.config.maxBytes);
      body = await readFile(where.body);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    if (sha256Hex(body) !== sha256) throw new ArtifactError('corrupt', `artifact ${kind}/${sha256} does not match its hash`);
    const contentType = checkContentType((await readFile(where.type, 'utf8')).trim());
    return { body, contentType, bytes: body.length };
  }

  async delete(kind: ArtifactKind, sha256: string): Promise<void> {
    const where = this.paths(kind, sha256);
    // Body first: a body without its type file is never left behind.
    await rm(where.body, { force: true });
    await rm(where.type, { force: true });
  }
}

async function atomicWrite(target: string, data: Buffer): Promise<void> {
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data, { mode: FILE_MODE, flag: 'wx' });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}
