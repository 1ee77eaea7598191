import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { ListBuilder, classifyFileName, sniffFormat, type ListFormat, type ParsedList } from './parse.js';
import { ThreatIntelIndex } from './threat-index.js';
import { directorySignature, listWatchedFiles } from '../watched-dir.js';

/** Structural subset of the service logger (pino fits), so this module needs no logging package. */
export type ThreatIntelLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type ListFileInfo = { file: string; path: string; name: string; format: ListFormat | null; mtimeMs: number; size: number };

export type LoadedListSummary = { name: string; file: string; format: ListFormat; entries: number; invalidLines: number };
export type SkippedFileSummary = { file: string; reason: string };

export type LoadSummary = {
  dir: string | undefined;
  lists: LoadedListSummary[];
  skipped: SkippedFileSummary[];
  totalEntries: number;
  durationMs: number;
};

export class ListFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'ListFileError';
  }
}

export type LoadOptions = {
  /** Files larger than this are skipped (a misplaced dump or disk image should not eat the worker's memory). */
  maxFileBytes?: number;
  logger?: ThreatIntelLogger;
};

export const DEFAULT_MAX_LIST_FILE_BYTES = 256 * 1024 * 1024;
const SNIFF_BYTES = 8 * 1024;

/** The list files of a directory, with what identifies a version of each. Missing directory: none. */
export async function listFiles(dir: string): Promise<ListFileInfo[]> {
  const files = await listWatchedFiles(dir, (file) => classifyFileName(file) !== null);
  return files.map((f) => {
    const classified = classifyFileName(f.file)!;
    return { ...f, name: classified.name, format: classified.format };
  });
}

export { directorySignature };

/** Reads one list file, streaming it line by line. Throws ListFileError when the file is unusable as a whole. */
export async function parseListFile(info: ListFileInfo, options: LoadOptions = {}): Promise<ParsedList> {
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_LIST_FILE_BYTES;
  if (info.size > maxBytes) throw new ListFileError(info.file, `file is ${info.size} bytes, over the ${maxBytes}-byte limit`);
  const head = Buffer.alloc(Math.min(SNIFF_BYTES, Math.max(info.size, 1)));
  const handle = await open(info.path, 'r');
  let headBytes: number;
  try {
    ({ bytesRead: headBytes } = await handle.read(head, 0, head.length, 0));
  } finally {
    await handle.close();
  }
  const headText = head.subarray(0, headBytes);
  if (headText.includes(0)) throw new ListFileError(info.file, 'file looks binary (NUL bytes); not a list');
  const format = info.format ?? sniffFormat(headText.toString('utf8').split(/\r?\n/));
  const builder = new ListBuilder(info.name, format);
  const lines = createInterface({ input: createReadStream(info.path, { encoding: 'utf8', end: maxBytes }), crlfDelay: Infinity });
  for await (const line of lines) builder.addLine(line);
  const list = builder.finish();
  if (list.entries === 0 && list.invalidLines > 0) {
    throw new ListFileError(info.file, `no valid ${format} entries (${list.invalidLines} invalid lines, e.g. ${JSON.stringify(list.invalidSamples[0] ?? '')})`);
  }
  return list;
}

type CacheEntry = { mtimeMs: number; size: number; list: ParsedList };

/**
 * Loads every list of a directory into a new index. Unchanged files (same mtime and size) are taken
 * from `cache` instead of being parsed again, so a reload after one feed update costs that feed only.
 * A file that cannot be used is logged and left out; it never fails the load.
 */
export async function loadDirectory(
  dir: string | undefined,
  cache: Map<string, CacheEntry> = new Map(),
  options: LoadOptions = {},
): Promise<{ index: ThreatIntelIndex; summary: LoadSummary; signature: string }> {
  const started = performance.now();
  const files = dir === undefined ? [] : await listFiles(dir);
  const lists: ParsedList[] = [];
  const summary: LoadSummary = { dir, lists: [], skipped: [], totalEntries: 0, durationMs: 0 };
  const live = new Set<string>();
  for (const info of files) {
    live.add(info.path);
    let list: ParsedList;
    const cached = cache.get(info.path);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) {
      list = cached.list;
    } else {
      try {
        list = await parseListFile(info, options);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        summary.skipped.push({ file: info.file, reason });
        cache.delete(info.path);
        options.logger?.warn({ file: info.path, reason }, 'threat-intel list skipped');
        continue;
      }
      cache.set(info.path, { mtimeMs: info.mtimeMs, size: info.size, list });
      if (list.invalidLines > 0) {
        options.logger?.warn({ file: info.path, invalidLines: list.invalidLines, examples: list.invalidSamples }, 'threat-intel list has invalid lines; they were skipped');
      }
    }
    lists.push(list);
    summary.lists.push({ name: list.name, file: info.file, format: list.format, entries: list.entries, invalidLines: list.invalidLines });
    summary.totalEntries += list.entries;
  }
  for (const path of cache.keys()) if (!live.has(path)) cache.delete(path);
  summary.durationMs = Math.round(performance.now() - started);
  return { index: new ThreatIntelIndex(lists), summary, signature: directorySignature(files) };
}
