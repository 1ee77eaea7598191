import { ARTIFACT_KINDS, type ArtifactKind, type ArtifactStore } from '@lookout/artifacts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

/** An artifact a scan result points at: result.capture.<kind>.sha256. */
export interface ArtifactPointer {
  kind: ArtifactKind;
  sha256: string;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * The JSON path of each kind's hash, as a constant SQL expression. It must stay byte-identical to the
 * expression indexes of migration 20261123100000_artifact_refs, or the reference check scans the table.
 */
const HASH_EXPRESSION: Record<ArtifactKind, Prisma.Sql> = {
  screenshot: Prisma.raw(`("result" #>> '{capture,screenshot,sha256}')`),
  dom: Prisma.raw(`("result" #>> '{capture,dom,sha256}')`),
  har: Prisma.raw(`("result" #>> '{capture,har,sha256}')`),
};

/** The artifacts a stored scan result references (none for the http engine or an unfinished scan). */
export function artifactPointersOf(result: unknown): ArtifactPointer[] {
  if (typeof result !== 'object' || result === null) return [];
  const capture: unknown = (result as Record<string, unknown>).capture;
  if (typeof capture !== 'object' || capture === null) return [];
  const pointers: ArtifactPointer[] = [];
  for (const kind of ARTIFACT_KINDS) {
    const entry: unknown = (capture as Record<string, unknown>)[kind];
    if (typeof entry !== 'object' || entry === null) continue;
    const sha256: unknown = (entry as Record<string, unknown>).sha256;
    if (typeof sha256 === 'string' && SHA256_HEX.test(sha256)) pointers.push({ kind, sha256 });
  }
  return pointers;
}

/**
 * Deletes the given artifacts from the store, except those some remaining scan still references.
 * Artifacts are content-addressed and shared: a cache hit copies its source's result (hashes
 * included), and identical bytes from different scans are one object. So the rule is "delete when
 * no row of `scans` points at it any more".
 *
 * Call it AFTER the scans that held these pointers are deleted and committed (retention does; so
 * must DELETE /UrlCheck/{scanId}: delete the row, drop any hot cached copy of its result, then call
 * `releaseArtifacts(prisma, store, artifactPointersOf(deletedRow.result))`). Row first, objects second:
 * a crash in between leaves an unreferenced object (wasted bytes), never a scan whose artifact is gone.
 * Deleting an absent object is fine, so a retry is safe. Returns how many unreferenced hashes were
 * deleted (absent ones included).
 */
export async function releaseArtifacts(prisma: PrismaClient, store: ArtifactStore, pointers: readonly ArtifactPointer[]): Promise<number> {
  let deleted = 0;
  for (const kind of ARTIFACT_KINDS) {
    const hashes = [...new Set(pointers.filter((pointer) => pointer.kind === kind).map((pointer) => pointer.sha256))];
    if (hashes.length === 0) continue;
    const expression = HASH_EXPRESSION[kind];
    const stillReferenced = await prisma.$queryRaw<{ sha256: string }[]>`
      SELECT DISTINCT ${expression} AS sha256 FROM scans WHERE ${expression} = ANY(${hashes}::text[])`;
    const kept = new Set(stillReferenced.map((row) => row.sha256));
    for (const sha256 of hashes) {
      if (kept.has(sha256)) continue;
      await store.delete(kind, sha256);
      deleted++;
    }
  }
  return deleted;
}
