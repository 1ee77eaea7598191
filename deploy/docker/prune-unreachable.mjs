/**
 * Image build step (Dockerfile, build stage), run after `npm prune --omit=dev` from the repository root:
 * deletes every installed package that no workspace can reach through dependencies, optionalDependencies
 * or required peerDependencies.
 *
 * Why: npm keeps packages reachable through *optional* peer dependencies. @prisma/client declares the
 * Prisma CLI and TypeScript as optional peers, so `npm prune --omit=dev` leaves the whole CLI (Studio,
 * the embedded dev database, the TypeScript compiler: about half of node_modules) in the image, although
 * the generated clients never load it. A smaller image is a faster scale-up of scanner workers.
 *
 * Resolution follows Node's: a dependency is looked up in node_modules folders from the depending
 * package's real directory upwards. `node deploy/docker/prune-unreachable.mjs --dry-run` only lists.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = process.cwd();
const dryRun = process.argv.includes('--dry-run');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Workspace folders (package.json "workspaces": "dir/*" globs) that are still there. */
function workspaceDirs() {
  const globs = readJson(join(root, 'package.json')).workspaces ?? [];
  const dirs = [];
  for (const glob of globs) {
    if (!glob.endsWith('/*')) throw new Error(`unsupported workspaces glob ${glob}`);
    const parent = join(root, glob.slice(0, -2));
    if (!existsSync(parent)) continue;
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      if (entry.isDirectory() && existsSync(join(parent, entry.name, 'package.json'))) dirs.push(join(parent, entry.name));
    }
  }
  return dirs;
}

function resolveFrom(dir, name) {
  for (let current = dir; ; current = dirname(current)) {
    const candidate = join(current, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(current) === current) return null;
  }
}

function requiredDependencies(manifest) {
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  const peers = Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional);
  return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {}), ...peers];
}

const reached = new Set();
const queue = [root, ...workspaceDirs()].map((dir) => realpathSync(dir));
while (queue.length > 0) {
  const dir = queue.pop();
  if (reached.has(dir)) continue;
  reached.add(dir);
  const manifest = readJson(join(dir, 'package.json'));
  for (const name of requiredDependencies(manifest)) {
    const found = resolveFrom(dir, name);
    // A missing optional dependency (another platform's binary, pg-native) is normal.
    if (found && !reached.has(found)) queue.push(found);
  }
}

/** Every installed package folder under a node_modules folder, nested ones included. */
function* installedPackages(nodeModules) {
  if (!existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(nodeModules, entry.name);
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      for (const scoped of readdirSync(path, { withFileTypes: true })) {
        if (scoped.isDirectory()) yield* packageAndNested(join(path, scoped.name));
      }
    } else if (entry.isDirectory()) {
      yield* packageAndNested(path);
    }
    // Symbolic links (the workspaces themselves) are never deleted.
  }
}

function* packageAndNested(path) {
  if (!existsSync(join(path, 'package.json'))) return;
  yield path;
  yield* installedPackages(join(path, 'node_modules'));
}

let removed = 0;
for (const path of [...installedPackages(join(root, 'node_modules'))]) {
  if (reached.has(path) || !existsSync(path)) continue;
  removed++;
  if (dryRun) console.log(`unreachable: ${relative(root, path)}`);
  else rmSync(path, { recursive: true, force: true });
}
// Command shims of packages that are gone; the runtime runs node directly.
if (!dryRun) rmSync(join(root, 'node_modules', '.bin'), { recursive: true, force: true });
console.error(`[prune-unreachable] ${dryRun ? 'would remove' : 'removed'} ${removed} packages; ${reached.size} reachable`);
