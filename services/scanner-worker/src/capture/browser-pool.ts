import { readFileSync, readdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { chromiumEgressLaunchArgs } from '@lookout/egress';
import type { Logger } from '@lookout/telemetry';
import { DEFAULT_RENDERER_HEAP_MB, contextAllowanceMb } from './memory-budget.js';
import { visitorUserAgent } from './user-agent.js';

/**
 * One headless Chromium per worker process, a fresh isolated context per scan. The browser is
 * replaced when it disconnects (crash, kill), after `recycleAfterScans` scans, or when its process
 * tree has no room left for one more page (see `maxRssMb`); a recycle waits for the contexts in
 * flight on the old browser, and new scans go to the new one meanwhile, so no scan is cut short by housekeeping. The replacement is
 * launched at once (retried with backoff when a launch fails), not at the next scan, so an idle
 * worker's readiness recovers by itself.
 */

export interface BrowserPoolOptions {
  executablePath: string;
  /** Chromium's own sandbox off even when not root (CHROMIUM_NO_SANDBOX; see docs/operations.md). */
  noSandbox?: boolean;
  /** Extra Chromium switches, after the pool's own (defaultChromiumArgs). */
  args?: readonly string[];
  /** V8 old-space cap of each renderer in MB (BROWSER_RENDERER_HEAP_MB); see defaultChromiumArgs. */
  rendererHeapMb?: number;
  recycleAfterScans: number;
  /**
   * The hard memory ceiling (BROWSER_MAX_RSS_MB), in MiB of the browser tree's anonymous resident
   * memory (RssAnon: the heaps, buffers, canvases and WebAssembly memory a page can grow; summed RSS
   * would count Chromium's shared libraries once per process). While scans run, the tree is read every
   * `memoryCheckMs` and a browser above this is killed at once; its scans are retried once on a fresh
   * one, so a page that bombs again fails with the reason. Chromium bounds none of the memory outside
   * V8's heap itself (memory-budget.ts). At the end of each scan the same reading recycles the browser,
   * gently, when it has less than one page's allowance (heap cap + outside-heap allowance) left below
   * this.
   */
  maxRssMb: number;
  /** How often the hard ceiling is checked while scans run (default DEFAULT_MEMORY_CHECK_MS). */
  memoryCheckMs?: number;
  logger: Logger;
  /** How long closing a browser may take before its process is killed. */
  closeTimeoutMs?: number;
  /** Reads a browser's anonymous memory (bytes of its process tree); /proc by default, injected by tests. */
  anonBytes?: (pid: number) => number;
  /** First delay before launching again after a failed launch (doubles up to 30 s). */
  relaunchDelayMs?: number;
}

/** acquire() failed because the browser died or was taken out of service meanwhile, not because of the request. */
export class BrowserGone extends Error {}

export interface BrowserLease {
  context: BrowserContext;
  /** The browser generation this context belongs to (tests and logs). */
  generation: number;
  /** The browser's main process id, null when unknown. */
  pid: number | null;
  /** Why the pool killed this context's browser (the hard ceiling, the watchdog), null while it has not. */
  killedBecause(): string | null;
  /** Closes the context (bounded: a hung renderer gets its browser killed) and frees the slot. */
  release(): Promise<void>;
  /** Marks the browser unusable (hung renderer, capture watchdog): it is killed and relaunched. */
  poison(reason: string): void;
}

type Generation = {
  id: number;
  browser: Browser;
  pid: number | null;
  scans: number;
  inFlight: number;
  retiring: boolean;
  killedBecause: string | null;
  drained: Promise<void>;
  resolveDrained: () => void;
};

const DEFAULT_CLOSE_TIMEOUT_MS = 5_000;
/**
 * Four times a second: a page can allocate 1–2 GiB a second outside its heap, so this bounds the
 * overshoot past the ceiling to about 512 MiB (docs/operations.md sizes the container limit with it);
 * one reading costs about a millisecond (the tree walk below).
 */
export const DEFAULT_MEMORY_CHECK_MS = 250;

/** Chromium's net/base/port_util.cc kRestrictedPorts. */
const CHROMIUM_RESTRICTED_PORTS = [
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137,
  139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723,
  2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];

/**
 * The switches every scanning browser is launched with. The egress lockdown (packages/egress:
 * QUIC, non-proxied WebRTC UDP, DNS prefetch and background networking off, loopback through the
 * proxy) is not optional: this pool's browsers exist only to load hostile pages.
 *
 * Chromium needs --no-sandbox when it runs as root, or (asked for with `noSandbox`) in a container whose
 * seccomp profile denies the user namespaces its sandbox needs; elsewhere its sandbox stays on.
 */
export function defaultChromiumArgs(options: { noSandbox?: boolean; rendererHeapMb?: number } = {}): string[] {
  const args = [...chromiumEgressLaunchArgs(), '--disable-dev-shm-usage', '--disable-gpu', '--mute-audio', '--no-first-run', '--no-default-browser-check', '--metrics-recording-only'];
  // A JS-heap bomb is stopped by V8 in its own renderer (the tab crashes, the capture keeps what it had);
  // memory outside the heap is left to the pool's hard ceiling (memory-budget.ts).
  args.push(`--js-flags=--max-old-space-size=${options.rendererHeapMb ?? DEFAULT_RENDERER_HEAP_MB}`);
  // Chromium refuses its own list of "unsafe" ports before any proxy sees the request; the egress
  // policy is the one authority on what a scan may reach, so both engines treat ports alike.
  args.push(`--explicitly-allowed-ports=${CHROMIUM_RESTRICTED_PORTS.join(',')}`);
  // The browser does not announce automation (navigator.webdriver stays false, as for a visitor):
  // cloaked kits show a harmless page to a browser that says it is driven.
  args.push('--disable-blink-features=AutomationControlled');
  if (options.noSandbox === true || (typeof process.getuid === 'function' && process.getuid() === 0)) args.push('--no-sandbox');
  return args;
}

/**
 * Proportional set size of a process and all its descendants, in bytes, from /proc/<pid>/smaps_rollup
 * (Linux): shared pages are divided among the processes that map them, so unlike the RSS sum this does
 * not count Chromium's shared libraries once per renderer. Tens of ms per Chromium process: for
 * benchmarks and tests, never on a scan's path.
 */
export function processTreePssBytes(rootPid: number): number {
  return sumOverTree(rootPid, 'smaps_rollup', /^Pss:\s+(\d+)\s+kB/m);
}

/** Resident memory of a process and all its descendants, in bytes (benchmarks; shared pages counted once per process). */
export function processTreeRssBytes(rootPid: number): number {
  return sumOverTree(rootPid, 'status', /^VmRSS:\s+(\d+)\s+kB/m);
}

/**
 * CPU time of a process and all its descendants, in milliseconds (benchmarks): each one's own user and
 * system time plus that of its children it has reaped, so renderers that exited still count once
 * their parent collected them.
 */
export function processTreeCpuMs(rootPid: number): number {
  const tickMs = 1000 / 100; // USER_HZ: 100 on Linux
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    try {
      // Fields after the command name (which may hold spaces): state is field 3; utime..cstime are 14–17.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      for (const index of [11, 12, 13, 14]) ticks += Number(fields[index] ?? 0);
    } catch {
      // Gone meanwhile: its time is in its parent's reaped-children fields.
    }
  }
  return ticks * tickMs;
}

/**
 * Anonymous resident memory (RssAnon) of a browser and its descendants, in bytes: what the pool's
 * ceiling and recycling read, every `memoryCheckMs` while scans run and at the end of every scan.
 */
export function browserAnonBytes(browserPid: number): number {
  return sumOverTree(browserPid, 'status', /^RssAnon:\s+(\d+)\s+kB/m);
}

/** A kB field of /proc/<pid>/<file>, summed over a process and its descendants, in bytes; processes gone meanwhile count 0. */
function sumOverTree(rootPid: number, file: 'status' | 'smaps_rollup', field: RegExp): number {
  let total = 0;
  for (const pid of processTree(rootPid)) {
    try {
      total += Number(field.exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // Gone meanwhile: it uses no memory any more.
    }
  }
  return total;
}

/**
 * A process's children, from /proc/<pid>/task/<tid>/children: of every thread when `allThreads`, else
 * of its main thread only. Empty when the process is gone or /proc is unreadable.
 */
function childrenOf(pid: number, allThreads: boolean): number[] {
  let tids: string[];
  try {
    tids = allThreads ? readdirSync(`/proc/${pid}/task`) : [String(pid)];
  } catch {
    return [];
  }
  const out: number[] = [];
  for (const tid of tids) {
    try {
      for (const child of readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ')) if (/^\d+$/.test(child)) out.push(Number(child));
    } catch {
      // Thread or process gone meanwhile.
    }
  }
  return out;
}

/**
 * A process and its descendants. The one tree walk of this module: it follows each process's own list
 * of children instead of reading every /proc/<pid>/status on the machine for parent links (286 ms of
 * blocking measured on a loaded host, where this takes about a millisecond). Chromium's browser
 * process spawns from several threads, so the root and its direct children (the browser, whether the
 * root is the browser or the worker above it) are read thread by thread; deeper processes (zygotes,
 * renderers) spawn from their main thread only.
 */
function processTree(rootPid: number): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  const stack: Array<[number, number]> = [[rootPid, 0]];
  while (stack.length > 0) {
    const [pid, depth] = stack.pop() as [number, number];
    if (seen.has(pid)) continue;
    seen.add(pid);
    out.push(pid);
    for (const child of childrenOf(pid, depth <= 1)) stack.push([child, depth + 1]);
  }
  return out;
}

/** Direct children of this process (Debian's /usr/bin/chromium wrapper execs the browser, so it is one). */
function childPids(): Set<number> {
  return new Set(childrenOf(process.pid, true));
}

export class BrowserPool {
  private current: Generation | null = null;
  private launching: Promise<Generation> | null = null;
  private nextId = 1;
  private closed = false;
  private readonly retired = new Set<Generation>();
  private relaunchTimer: NodeJS.Timeout | null = null;
  private memoryTimer: NodeJS.Timeout | null = null;
  private relaunchDelayMs: number;

  constructor(private readonly options: BrowserPoolOptions) {
    this.relaunchDelayMs = options.relaunchDelayMs ?? 1_000;
  }

  /** Launches the first browser; the worker is not ready until this resolves. */
  async start(): Promise<void> {
    await this.generation();
  }

  /** True when a connected browser is ready to take a context. */
  ready(): boolean {
    return !this.closed && this.current !== null && this.current.browser.isConnected();
  }

  /** A new isolated context on the live browser (launching or relaunching it when needed), with a visitor's user agent unless the options name one. */
  async acquire(contextOptions: BrowserContextOptions): Promise<BrowserLease> {
    const gen = await this.generation();
    gen.inFlight += 1;
    gen.scans += 1;
    this.watchMemory();
    let context: BrowserContext;
    try {
      context = await gen.browser.newContext({ userAgent: visitorUserAgent(gen.browser.version(), contextOptions.isMobile === true), ...contextOptions });
    } catch (error) {
      this.done(gen);
      const connected = gen.browser.isConnected();
      if (!connected) this.retire(gen, 'disconnected');
      // The browser went away while the context was being opened (killed at the memory ceiling for
      // another scan's page, crashed): the caller's scan is not at fault and may try a fresh browser.
      if (!connected || gen.retiring) throw new BrowserGone(gen.killedBecause ?? 'the browser closed while a context was being opened', { cause: error });
      throw error;
    }
    let released = false;
    const lease: BrowserLease = {
      context,
      generation: gen.id,
      pid: gen.pid,
      killedBecause: () => gen.killedBecause,
      release: async () => {
        if (released) return;
        released = true;
        const closedInTime = await withTimeout(context.close().then(() => true, () => true), this.closeTimeoutMs(), false);
        if (!closedInTime) {
          this.options.logger.warn({ generation: gen.id }, 'browser context did not close in time; killing its browser');
          this.retire(gen, 'hung context', true);
        }
        this.done(gen);
        this.maybeRecycle(gen);
      },
      poison: (reason) => this.retire(gen, reason, true),
    };
    return lease;
  }

  /** Anonymous resident memory of the live browser's process tree, in bytes (0 when unknown). */
  anonBytes(): number {
    const pid = this.current?.pid;
    return pid ? this.readAnon(pid) : 0;
  }

  /** Scans holding a context now, on every browser generation (a recycled one still finishing included). */
  scansInFlight(): number {
    return [...this.retired, ...(this.current ? [this.current] : [])].reduce((sum, gen) => sum + gen.inFlight, 0);
  }

  /** The live browser's main process id (tests kill it to prove crash recovery). */
  pid(): number | null {
    return this.current?.pid ?? null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.relaunchTimer) clearTimeout(this.relaunchTimer);
    if (this.memoryTimer) clearInterval(this.memoryTimer);
    this.memoryTimer = null;
    const gens = [...this.retired, ...(this.current ? [this.current] : [])];
    this.current = null;
    await Promise.all(gens.map((gen) => this.closeBrowser(gen, true)));
  }

  /** While any scan runs, kills a browser whose process tree is above the hard ceiling. */
  private watchMemory(): void {
    if (this.memoryTimer) return;
    const ceilingMb = this.options.maxRssMb;
    this.memoryTimer = setInterval(() => {
      const gens = [...this.retired, ...(this.current ? [this.current] : [])].filter((gen) => gen.inFlight > 0);
      if (gens.length === 0 || this.closed) {
        if (this.memoryTimer) clearInterval(this.memoryTimer);
        this.memoryTimer = null;
        return;
      }
      for (const gen of gens) {
        const anonMb = gen.pid ? this.readAnon(gen.pid) / (1024 * 1024) : 0;
        if (anonMb > ceilingMb) {
          this.options.logger.warn({ generation: gen.id, anonMb: Math.round(anonMb), ceilingMb }, 'browser above the hard memory ceiling; killing it');
          this.retire(gen, `killed at ${Math.round(anonMb)} MB anonymous RSS (hard ceiling ${ceilingMb} MB)`, true);
        }
      }
    }, this.options.memoryCheckMs ?? DEFAULT_MEMORY_CHECK_MS);
    this.memoryTimer.unref?.();
  }

  private readAnon(pid: number): number {
    return (this.options.anonBytes ?? browserAnonBytes)(pid);
  }

  /** Launches the replacement of a lost or retired browser in the background; retries with backoff. */
  private relaunchSoon(delayMs = 0): void {
    if (this.closed || this.relaunchTimer) return;
    this.relaunchTimer = setTimeout(() => {
      this.relaunchTimer = null;
      if (this.closed || this.ready()) return;
      this.generation().then(
        () => {
          this.relaunchDelayMs = this.options.relaunchDelayMs ?? 1_000;
        },
        (error: unknown) => {
          const next = this.relaunchDelayMs;
          this.relaunchDelayMs = Math.min(30_000, next * 2);
          this.options.logger.error({ error: error instanceof Error ? error.message : String(error), retryInMs: next }, 'browser launch failed');
          this.relaunchSoon(next);
        },
      );
    }, delayMs);
    this.relaunchTimer.unref?.();
  }

  private closeTimeoutMs(): number {
    return this.options.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS;
  }

  private async generation(): Promise<Generation> {
    if (this.closed) throw new Error('browser pool is closed');
    if (this.current && this.current.browser.isConnected() && !this.current.retiring) return this.current;
    if (this.current) this.retire(this.current, 'disconnected');
    this.launching ??= this.launch().finally(() => {
      this.launching = null;
    });
    return this.launching;
  }

  private async launch(): Promise<Generation> {
    // playwright-core's Browser does not expose its process; launches are serialised, so the one new
    // child of this process after launch is the browser (null when /proc is unavailable: RSS unknown).
    const before = childPids();
    const browser = await chromium.launch({
      executablePath: this.options.executablePath,
      headless: true,
      args: [...defaultChromiumArgs({ noSandbox: this.options.noSandbox === true, ...(this.options.rendererHeapMb !== undefined ? { rendererHeapMb: this.options.rendererHeapMb } : {}) }), ...(this.options.args ?? [])],
      // Playwright's own handlers would kill the worker's process group on SIGINT; the worker's
      // shutdown closes the browser itself.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    let resolveDrained = () => {};
    const drained = new Promise<void>((resolve) => {
      resolveDrained = resolve;
    });
    const gen: Generation = { id: this.nextId++, browser, pid: [...childPids()].find((pid) => !before.has(pid)) ?? null, scans: 0, inFlight: 0, retiring: false, killedBecause: null, drained, resolveDrained };
    browser.on('disconnected', () => {
      if (!this.closed) this.options.logger.warn({ generation: gen.id }, 'browser disconnected');
      gen.resolveDrained();
      this.retired.delete(gen);
      if (this.current === gen) {
        this.current = null;
        this.relaunchSoon();
      }
    });
    if (this.closed) {
      await browser.close().catch(() => {});
      throw new Error('browser pool is closed');
    }
    this.current = gen;
    this.options.logger.info({ generation: gen.id, pid: gen.pid }, 'browser launched');
    return gen;
  }

  private done(gen: Generation): void {
    gen.inFlight -= 1;
    if (gen.inFlight <= 0) gen.resolveDrained();
  }

  private maybeRecycle(gen: Generation): void {
    if (gen.retiring || this.current !== gen) return;
    if (gen.scans >= this.options.recycleAfterScans) {
      this.retire(gen, `recycled after ${gen.scans} scans`);
      return;
    }
    // Less than one page's room left below the hard ceiling: replace the browser now, between scans,
    // rather than have the ceiling kill it mid-scan later.
    const anonMb = gen.pid ? this.readAnon(gen.pid) / (1024 * 1024) : 0;
    const recycleAboveMb = this.options.maxRssMb - contextAllowanceMb(this.options.rendererHeapMb ?? DEFAULT_RENDERER_HEAP_MB);
    if (anonMb > recycleAboveMb) this.retire(gen, `recycled at ${Math.round(anonMb)} MB anonymous RSS (less than one page's room below the ${this.options.maxRssMb} MB ceiling)`);
  }

  /** Takes a browser out of service: new scans go to a fresh one; this one closes when drained (or now). */
  private retire(gen: Generation, reason: string, kill = false): void {
    if (this.current === gen) {
      this.current = null;
      this.relaunchSoon();
    }
    if (!gen.retiring) {
      gen.retiring = true;
      this.retired.add(gen);
      this.options.logger.info({ generation: gen.id, reason }, 'browser retired');
    }
    if (kill) {
      gen.killedBecause ??= reason;
      void this.closeBrowser(gen, true);
      return;
    }
    const inFlight = gen.inFlight > 0 ? gen.drained : Promise.resolve();
    void inFlight.then(() => this.closeBrowser(gen, false));
  }

  private async closeBrowser(gen: Generation, kill: boolean): Promise<void> {
    this.retired.delete(gen);
    if (kill && gen.pid) killQuietly(gen.pid);
    const closed = await withTimeout(gen.browser.close().then(() => true, () => true), this.closeTimeoutMs(), false);
    if (!closed && gen.pid) killQuietly(gen.pid);
  }
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    timer.unref?.();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
