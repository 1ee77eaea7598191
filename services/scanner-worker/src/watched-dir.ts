import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Directories an operator drops files into and the worker reloads without a restart (threat-intel
 * lists, operator brands): what is there, and a signature that changes when any file is added,
 * removed or rewritten. Polling the signature is cheap; only a change triggers a reload.
 */
export type WatchedFile = { file: string; path: string; mtimeMs: number; size: number };

/** The regular files of `dir` whose names `accept` takes, sorted by name. A missing directory has none. */
export async function listWatchedFiles(dir: string, accept: (name: string) => boolean): Promise<WatchedFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const out: WatchedFile[] = [];
  for (const file of names.filter(accept).sort()) {
    const path = join(dir, file);
    try {
      const info = await stat(path);
      if (info.isFile()) out.push({ file, path, mtimeMs: info.mtimeMs, size: info.size });
    } catch {
      // Removed between readdir and stat: the next poll sees the directory as it is then.
    }
  }
  return out;
}

/** Changes whenever a file of the listing is added, removed, renamed or rewritten. */
export function directorySignature(files: readonly WatchedFile[]): string {
  return files.map((f) => `${f.file}\u0000${f.mtimeMs}\u0000${f.size}`).join('\n');
}
