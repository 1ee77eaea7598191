import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Installs dependencies when node_modules is missing or older than the lock file. Node builtins only. */
export function ensureDependencies(root, log) {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  const stale = !existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs);
  if (!stale) return;
  // `npm install`, not `npm ci`: npm 11 rejects this lock file in `ci` over turbo's optional per-platform
  // packages (missing for platforms it did not install), while `install` honours the lock as it is.
  const command = 'install';
  log(`installing dependencies (npm ${command})`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ${command} failed`);
}
