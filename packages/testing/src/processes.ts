import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BINARIES, sleep, spawnServer, waitForServer, which, type InfraServer } from '../../../scripts/lib/servers.mjs';

/** The server's binary, or an error that says how to get it (npm test installs what is missing). */
export function requireExecutable(server: InfraServer): string {
  const { command, debianPackage } = BINARIES[server];
  const path = which(command);
  if (path === null) {
    throw new Error(
      `${command} is not installed and no Docker engine answers. Run the tests through \`npm test\` ` +
        `(it installs what is missing) or install it yourself: apt-get install ${debianPackage}`,
    );
  }
  return path;
}

// Every server process and temporary directory this module created and has not cleaned up yet.
const liveChildren = new Set<ChildProcess>();
const liveDirs = new Set<string>();
let hooksInstalled = false;

function killLeftovers(): void {
  for (const child of liveChildren) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  liveChildren.clear();
  for (const dir of liveDirs) rmSync(dir, { recursive: true, force: true });
  liveDirs.clear();
}

/** 'exit' covers every normal end of the test process, including a suite that forgot stop(). */
function installExitHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.once('exit', killLeftovers);
}

/**
 * 'exit' does not run when the test process dies from a signal, and a signal listener here cannot
 * safely decide whether to re-raise (libraries such as signal-exit make the same decision, and two
 * such listeners deadlock). So each server gets a tiny detached watchdog that SIGKILLs it, and removes
 * its directory, once this process is gone; it exits by itself when the server stops first.
 */
function spawnWatchdog(childPid: number, dir: string | undefined): void {
  const script = [
    // A zombie still answers kill -0; read its state from procfs when there is one.
    'alive() { kill -0 "$1" 2>/dev/null || return 1; [ -r "/proc/$1/stat" ] || return 0; [ "$(sed -e \'s/.*) \\(.\\).*/\\1/\' "/proc/$1/stat" 2>/dev/null)" != Z ]; }',
    'while alive "$0"; do alive "$1" || exit 0; sleep 1; done',
    'kill -9 "$1" 2>/dev/null',
    '[ -n "$2" ] && rm -rf "$2"',
  ].join('\n');
  const watchdog = spawn('/bin/sh', ['-c', script, String(process.pid), String(childPid), dir ?? ''], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.on('error', () => {}); // no /bin/sh: the 'exit' hook still covers normal ends
  watchdog.unref();
}

/** A fresh temporary directory, removed on `removeTempDir` or at process exit. */
export function makeTempDir(prefix: string): string {
  installExitHooks();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  liveDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  liveDirs.delete(dir);
  rmSync(dir, { recursive: true, force: true });
}

export interface ServerProcess {
  child: ChildProcess;
  logFile: string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Spawns a server that dies with this test process (scripts/lib/servers.mjs's spawnServer, attached)
 * and waits until `ready()` holds. Rejects with the log tail when the process exits early or does not
 * become ready within `timeoutMs`.
 */
export async function startServer(options: {
  name: string;
  bin: string;
  args: string[];
  logFile: string;
  ready: () => Promise<boolean>;
  timeoutMs?: number;
  /** The server's temporary directory, removed by the watchdog if this process dies first. */
  dir?: string;
}): Promise<ServerProcess> {
  installExitHooks();
  const { name, bin, args, logFile, ready, timeoutMs = 30_000 } = options;
  // Unref'd by spawnServer: the test process must be able to end while servers run; the exit hooks kill them then.
  const spawned = spawnServer({ bin, args, logFile });
  const { child } = spawned;
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  if (child.pid !== undefined) spawnWatchdog(child.pid, options.dir);

  const server: ServerProcess = {
    child,
    logFile,
    async stop(graceMs = 5_000) {
      // pid is undefined when spawn itself failed (ENOENT…): there is nothing to wait for.
      if (child.pid !== undefined && !hasExited(child)) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const forced = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(forced);
      }
      liveChildren.delete(child);
    },
  };

  try {
    await waitForServer({ name, server: spawned, logFile, answers: ready, timeoutMs });
  } catch (error) {
    await server.stop(1_000);
    throw error;
  }
  return server;
}

/** Retries `start` (with fresh ports) when a port taken between freePort() and bind makes it fail. */
export async function withPortRetries<T>(start: () => Promise<T>, attempts = 3): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await start();
    } catch (error) {
      lastError = error;
      if (!/address already in use|EADDRINUSE/i.test(String(error))) throw error;
      await sleep(50);
    }
  }
  throw lastError;
}
