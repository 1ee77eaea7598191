import { readFile } from 'node:fs/promises';
import type { ThreatIntelLogger } from '../threat-intel/load.js';
import { directorySignature, listWatchedFiles } from '../watched-dir.js';
import { parseBrands, RulesError, type Brand, type Rules } from './rules.js';

/**
 * Operator brands from a directory (SCAN_BRANDS_DIR), reloaded without a restart, the way the
 * threat-intel lists are: the directory's listing, mtimes and sizes are compared on a timer and a
 * change reloads every *.json file there (each `{ "brands": [...] }`, the shape of rules/brands.json).
 * Operator brands come after the shipped ones; an operator brand with a shipped brand's name
 * replaces it. A file that does not parse is logged and the previous set stays in force.
 */
export type BrandStore = {
  /** The rules with the current brand set; take it once per scan. */
  rules(): Rules;
  /** Reloads if the directory changed; returns whether a new set was installed. */
  checkForChanges(): Promise<boolean>;
  close(): void;
};

export type BrandStoreOptions = {
  logger?: ThreatIntelLogger;
  pollIntervalMs?: number;
  /** Replaces the poll timer (tests drive polls by hand). Returns a function that stops it. */
  schedulePoll?: (tick: () => void, intervalMs: number) => () => void;
};

const MAX_BRAND_FILE_BYTES = 4 * 1024 * 1024;

export async function createBrandStore(dir: string | undefined, base: Rules, options: BrandStoreOptions = {}): Promise<BrandStore> {
  let current = base;
  let signature: string | null = null;
  let closed = false;

  const checkForChanges = async (): Promise<boolean> => {
    if (closed || !dir) return false;
    const files = await listWatchedFiles(dir, (name) => name.endsWith('.json'));
    const next = directorySignature(files);
    if (next === signature) return false;
    signature = next;
    try {
      const operator: Brand[] = [];
      for (const f of files) {
        if (f.size > MAX_BRAND_FILE_BYTES) throw new RulesError(f.file, `file is ${f.size} bytes, over the ${MAX_BRAND_FILE_BYTES}-byte limit`);
        let value: unknown;
        try {
          value = JSON.parse(await readFile(f.path, 'utf8'));
        } catch (error) {
          throw new RulesError(f.file, `invalid JSON: ${(error as Error).message}`);
        }
        operator.push(...parseBrands(value, f.file));
      }
      const names = new Set(operator.map((b) => b.name.toLowerCase()));
      current = { ...base, brands: [...base.brands.filter((b) => !names.has(b.name.toLowerCase())), ...operator] };
      options.logger?.info({ dir, files: files.length, brands: operator.length }, 'operator brands loaded');
      return true;
    } catch (error) {
      options.logger?.warn({ dir, err: (error as Error).message }, 'operator brands not reloaded; the previous set stays');
      return false;
    }
  };

  await checkForChanges();
  const schedule =
    options.schedulePoll ??
    ((tick: () => void, ms: number) => {
      const timer = setInterval(tick, ms);
      timer.unref();
      return () => clearInterval(timer);
    });
  const stop = dir ? schedule(() => void checkForChanges().catch(() => undefined), options.pollIntervalMs ?? 30_000) : () => undefined;
  return {
    rules: () => current,
    checkForChanges,
    close: () => {
      closed = true;
      stop();
    },
  };
}
