/**
 * Pid-file bookkeeping shared by `npm start`, `npm run stop` and the infrastructure helpers.
 * Node builtins only: this runs before `npm install`.
 *
 * Layout: <root>/.data/<profile>/run/<name>.pid, one decimal pid per file.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Directory holding the application services' pid files for a profile. */
export function pidDir(root, profile) {
  return join(root, '.data', profile, 'run');
}

export function writePidFile(root, profile, name, pid) {
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`writePidFile(${name}): invalid pid ${pid}`);
  const dir = pidDir(root, profile);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.pid`);
  writeFileSync(file, `${pid}\n`);
  return file;
}

/** Every `<name>.pid` under the profile's run directory, as `{ name, pid, file }`; unreadable files are skipped. */
export function readPidFiles(root, profile) {
  const dir = pidDir(root, profile);
  if (!existsSync(dir)) return [];
  const entries = [];
  for (const entry of readdirSync(dir)) {
    if (!entry.endsWith('.pid')) continue;
    const file = join(dir, entry);
    const pid = readPid(file);
    if (pid !== null) entries.push({ name: entry.slice(0, -'.pid'.length), pid, file });
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

export function removePidFile(root, profile, name) {
  rmSync(join(pidDir(root, profile), `${name}.pid`), { force: true });
}

/** Parses a pid file; null when missing or not a positive integer. */
export function readPid(file) {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** True while `pid` exists and is not a zombie (a zombie has exited; it only awaits its parent's wait()). */
export function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (e.g. postgres); that still counts as alive.
    if (error && error.code === 'EPERM') return true;
    return false;
  }
  try {
    // /proc/<pid>/stat is "pid (comm) STATE ..."; comm may contain spaces, so split after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no procfs (macOS): kill(0) is all we have
  }
}

/** The process's command line joined by spaces, or null when it cannot be read (no procfs, gone). */
export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return null;
  }
}

/**
 * True when `pid` is alive and its command line contains `needle`. Guards against signalling an
 * unrelated process that inherited the pid of a stale pid file (e.g. after a reboot). Without procfs
 * the command line is unknown and liveness alone decides.
 */
export function processMatches(pid, needle) {
  if (!isAlive(pid)) return false;
  const cmd = commandLine(pid);
  return cmd === null || cmd.includes(needle);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function signal(pid, sig) {
  try {
    process.kill(pid, sig);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM each live pid, wait up to `timeoutMs` for all of them to exit, then SIGKILL the rest.
 * Resolves with the pids that had to be killed. Safe with dead or repeated pids.
 */
export async function stopPids(pids, { timeoutMs = 15_000, log } = {}) {
  const live = [...new Set(pids)].filter((pid) => isAlive(pid));
  for (const pid of live) signal(pid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (live.some((pid) => isAlive(pid)) && Date.now() < deadline) await sleep(100);
  const stubborn = live.filter((pid) => isAlive(pid));
  for (const pid of stubborn) {
    log?.(`pid ${pid} did not exit within ${Math.round(timeoutMs / 1000)} s; sending SIGKILL`);
    signal(pid, 'SIGKILL');
  }
  const killDeadline = Date.now() + 5_000;
  while (stubborn.some((pid) => isAlive(pid)) && Date.now() < killDeadline) await sleep(50);
  return stubborn;
}
