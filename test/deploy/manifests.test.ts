/**
 * The deployment files against the code they deploy. Nothing here needs Docker or Kubernetes: the files
 * are parsed and every name, port, path and variable they mention is checked against the sources —
 * services/<name>/src/config.ts for variables and defaults, @lookout/contracts for the wire names.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { Consumers, ServiceNames, Streams } from '@lookout/contracts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const at = (path: string) => join(ROOT, path);
const read = (path: string) => readFileSync(at(path), 'utf8');

// ── Small typed accessors for parsed YAML ─────────────────────────────────────────────────────────

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
function obj(value: unknown, what: string): Obj {
  assert.ok(isObj(value), `${what} is not a mapping`);
  return value;
}
function arr(value: unknown, what: string): unknown[] {
  assert.ok(Array.isArray(value), `${what} is not a list`);
  return value;
}
const optArr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const optObj = (value: unknown): Obj => (isObj(value) ? value : {});
function str(value: unknown, what: string): string {
  assert.equal(typeof value, 'string', `${what} is not a string`);
  return value as string;
}
/** Follows a dotted path through mappings (list indexes as numbers). */
function get(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isObj(current)) current = current[key];
    else return undefined;
  }
  return current;
}

// ── The code: services, variables, defaults ───────────────────────────────────────────────────────

function filesUnder(dir: string, match: (path: string) => boolean): string[] {
  if (!existsSync(at(dir))) return [];
  return readdirSync(at(dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'node_modules' ? [] : filesUnder(path, match);
    return match(path) ? [path] : [];
  });
}

const serviceDirs = readdirSync(at('services')).filter((name) => existsSync(at(`services/${name}/package.json`)));
const packageDirs = readdirSync(at('packages')).filter((name) => existsSync(at(`packages/${name}/package.json`)));
const isTs = (path: string) => path.endsWith('.ts');

/** What the image runs besides the services' own code: entry point, health check, migration runner. */
const imageScripts = filesUnder('deploy/docker', (path) => /\.(sh|mjs)$/.test(path)).map(read).join('\n');
const packagesSource = packageDirs
  .filter((name) => name !== 'testing')
  .flatMap((name) => filesUnder(`packages/${name}/src`, isTs))
  .map(read)
  .join('\n');
const sourceCache = new Map<string, string>();
/** The text a process started with SERVICE=<target> may read variables from. */
function sourceOf(target: string): string {
  let text = sourceCache.get(target);
  if (text === undefined) {
    const own = target === 'migrate' ? [read('scripts/migrate.ts')] : filesUnder(`services/${target}/src`, isTs).map(read);
    text = [...own, packagesSource, imageScripts].join('\n');
    sourceCache.set(target, text);
  }
  return text;
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Read as a literal ('NAME', process.env.NAME, env.NAME) or a shell variable ($NAME, ${NAME…}). */
const readsVariable = (source: string, name: string) => new RegExp(`(?:['"\`.]|\\$\\{?)${escape(name)}(?![A-Za-z0-9_])`).test(source);
/** OTEL_* are the OpenTelemetry SDK's standard variables: packages/telemetry hands them to the SDK. */
const otelSdkReadsEnvironment = /OTEL_/.test(read('packages/telemetry/src/telemetry.ts'));
function assertReads(target: string, name: string, where: string): void {
  if (name.startsWith('OTEL_') && otelSdkReadsEnvironment) return;
  assert.ok(readsVariable(sourceOf(target), name), `${where} sets ${name}, which ${target} never reads`);
}

/** A literal default as written in config.ts: '…', 8080, 1_048_576, 5 * 1024 * 1024. Otherwise undefined. */
function literal(expression: string): string | undefined {
  const text = expression.trim();
  const quoted = /^'([^']*)'$/.exec(text) ?? /^"([^"]*)"$/.exec(text);
  if (quoted) return quoted[1];
  if (/^[\d_]+(\s*\*\s*[\d_]+)*$/.test(text)) {
    return String(text.split('*').reduce((product, factor) => product * Number(factor.trim().replace(/_/g, '')), 1));
  }
  return undefined;
}

interface VariableRead {
  name: string;
  /** The default as a string when it is a literal. */
  fallback: string | undefined;
}

const READ_CALL = /env\.(?:int|string|url|oneOf|list|bool|optionalString|optionalUrl)\(\s*'([A-Z][A-Z0-9_]*)'(?:\s*,\s*((?:`[^`]*`|'[^']*'|\[[^\]]*\]|[^,)])+))?/g;
function variablesIn(source: string): VariableRead[] {
  return [...source.matchAll(READ_CALL)].map((match) => ({ name: match[1] ?? '', fallback: match[2] === undefined ? undefined : literal(match[2]) }));
}

const configPackageSource = read('packages/config/src/index.ts');
/** The body of one of packages/config's shared readers (readCommonConfig, readDatabaseUrl, …). */
function configReaderSource(name: string): string {
  const start = configPackageSource.indexOf(`export function ${name}(`);
  assert.ok(start >= 0, `packages/config has ${name}`);
  const end = configPackageSource.indexOf('\n}\n', start);
  return configPackageSource.slice(start, end < 0 ? undefined : end);
}
const commonConfigSource = configReaderSource('readCommonConfig');

/** Every variable a service reads (config.ts, readCommonConfig's included, and anything else in src/) with its default. */
function serviceConfig(service: string): Map<string, string | undefined> {
  const config = `services/${service}/src/config.ts`;
  const source = [read(config), ...filesUnder(`services/${service}/src`, isTs).filter((path) => path !== config).map(read)].join('\n');
  const variables = new Map<string, string | undefined>();
  const common = /readCommonConfig\(env,\s*\{\s*healthPort:\s*([\d_]+)\s*\}\)/.exec(source);
  if (common) {
    for (const { name, fallback } of [...variablesIn(commonConfigSource), ...variablesIn(configReaderSource('readNatsUrl'))]) variables.set(name, fallback);
    variables.set('HEALTH_PORT', literal(common[1] ?? ''));
  }
  // The shared single-variable readers (readDatabaseUrl(env), readRedisUrl(env), …) read what their bodies say.
  for (const [, reader] of source.matchAll(/\b(read\w+Url)\(env\)/g)) {
    for (const { name, fallback } of variablesIn(configReaderSource(reader ?? ''))) variables.set(name, fallback);
  }
  for (const { name, fallback } of variablesIn(source)) if (!variables.has(name) || fallback !== undefined) variables.set(name, fallback);
  return variables;
}
const configs = new Map(serviceDirs.map((service) => [service, serviceConfig(service)]));
function defaultPort(service: string, variable: 'PORT' | 'HEALTH_PORT'): number | undefined {
  const value = configs.get(service)?.get(variable);
  return value === undefined ? undefined : Number(value);
}
/** The port a service's probes and scrapes use: HEALTH_PORT, or the gateway's API port if it had none. */
const healthVariable = (service: string): 'PORT' | 'HEALTH_PORT' => (configs.get(service)?.has('HEALTH_PORT') ? 'HEALTH_PORT' : 'PORT');
/** Where /healthz and /readyz are served: the health port, and for the gateway its API port too. */
const healthVariables = (service: string): ('PORT' | 'HEALTH_PORT')[] => [...new Set([healthVariable(service), ...(service === 'gateway' ? (['PORT'] as const) : [])])];

// ── The files ─────────────────────────────────────────────────────────────────────────────────────

const compose = obj(parse(read('docker-compose.yml'), { merge: true }), 'docker-compose.yml');
const composeServices = obj(compose.services, 'services');

const yamlFiles = filesUnder('deploy', (path) => /\.ya?ml$/.test(path));
const documents = new Map(
  yamlFiles.map((path) => {
    const docs = parseAllDocuments(read(path));
    return [path, docs] as const;
  }),
);

const K8S = 'deploy/kubernetes';
const kustomization = obj(parse(read(`${K8S}/kustomization.yaml`)), 'kustomization.yaml');
const resources = arr(kustomization.resources, 'kustomization resources').map((entry) => `${K8S}/${str(entry, 'resource')}`);
const objects: Obj[] = resources.flatMap((path) => (documents.get(path) ?? []).map((doc) => doc.toJS() as unknown).filter(isObj));
const secretExample = obj(parse(read(`${K8S}/secret.example.yaml`)), 'secret.example.yaml');
const imageName = str(get(kustomization, 'images.0.name'), 'kustomization image name');

const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
const named = (kind: string, name: string) => ofKind(kind).find((object) => get(object, 'metadata.name') === name);

interface Workload {
  object: Obj;
  podSpec: Obj;
  container: Obj;
  target: string;
  where: string;
}
type EnvEntry = { name: string; value?: unknown; valueFrom?: unknown };
const envOf = (container: Obj): EnvEntry[] => optArr(container.env).map((entry) => obj(entry, 'env entry') as EnvEntry);
const envValue = (container: Obj, name: string) => envOf(container).find((entry) => entry.name === name)?.value;

/** Every container of a Deployment, StatefulSet or Job that runs the Lookout image, with its SERVICE. */
const lookoutWorkloads: Workload[] = objects
  .filter((object) => ['Deployment', 'StatefulSet', 'Job'].includes(String(object.kind)))
  .flatMap((object) => {
    const podSpec = obj(get(object, 'spec.template.spec'), `${String(object.kind)} pod spec`);
    return arr(podSpec.containers, 'containers')
      .map((container) => obj(container, 'container'))
      .filter((container) => String(container.image).split(':')[0] === imageName)
      .map((container) => {
        const where = `${String(object.kind)}/${String(get(object, 'metadata.name'))}`;
        return { object, podSpec, container, target: str(envValue(container, 'SERVICE'), `${where} SERVICE`), where };
      });
  });
const deploymentOf = (service: string) => {
  const found = lookoutWorkloads.find((workload) => workload.target === service && workload.object.kind === 'Deployment');
  assert.ok(found, `a Deployment runs ${service}`);
  return found;
};

function configMapData(name: string): Obj {
  const configMap = named('ConfigMap', name);
  assert.ok(configMap, `ConfigMap ${name} is in kustomization.yaml`);
  return optObj(configMap.data);
}

/** The variables a container gets: env entries and the keys of every ConfigMap it loads whole. */
function containerVariables(container: Obj): Map<string, unknown> {
  const variables = new Map<string, unknown>();
  for (const source of optArr(container.envFrom).map((entry) => obj(entry, 'envFrom'))) {
    const configMap = get(source, 'configMapRef.name');
    assert.ok(configMap !== undefined, 'envFrom uses ConfigMaps only (secrets go through secretKeyRef, one key each)');
    for (const [key, value] of Object.entries(configMapData(str(configMap, 'configMapRef.name')))) variables.set(key, value);
  }
  for (const entry of envOf(container)) variables.set(entry.name, entry.value ?? entry.valueFrom);
  return variables;
}

function resolvePort(container: Obj, port: unknown): number {
  if (typeof port === 'number') return port;
  const found = optArr(container.ports).map((entry) => obj(entry, 'port')).find((entry) => entry.name === port);
  assert.ok(found, `container port named ${String(port)}`);
  return Number(found.containerPort);
}

/** A label selector with matchLabels that all hold for `labels` (no selector selects nothing here). */
const selects = (selector: unknown, labels: unknown) =>
  isObj(selector) && Object.entries(optObj(selector.matchLabels)).every(([key, value]) => optObj(labels)[key] === value);

// ══════════════════════════════════════════════════════════════════════════════════════════════════

describe('deployment files', () => {
  it('names exactly the services that exist', () => {
    assert.deepEqual([...serviceDirs].sort(), [...ServiceNames].sort(), 'services/ and ServiceNames agree');
  });

  describe('Dockerfile and .dockerignore', () => {
    const dockerfile = read('Dockerfile');
    const instructions = dockerfile
      .replace(/\\\n/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));

    it('builds on a current Node LTS slim image, with npm install (not ci) and turbo', () => {
      const baseImage = /^ARG NODE_IMAGE=(\S+)/m.exec(dockerfile)?.[1];
      assert.match(baseImage ?? '', /^node:(22|24)-bookworm-slim$/);
      for (const from of instructions.filter((line) => line.startsWith('FROM '))) assert.match(from, /^FROM (\$\{NODE_IMAGE\}|deps)(\s|$)/);
      assert.ok(instructions.some((line) => /npm install --no-audit --no-fund/.test(line)));
      assert.ok(!instructions.some((line) => /\bnpm ci\b/.test(line)), 'npm 11 rejects this lock in `npm ci`');
      assert.ok(instructions.some((line) => /npx turbo run build/.test(line)));
      assert.ok(instructions.some((line) => /npm prune --omit=dev/.test(line)));
    });

    it('copies every workspace manifest before installing, and only files that exist', () => {
      const copies = instructions.filter((line) => line.startsWith('COPY ') && !line.includes('--from='));
      const sources = copies.flatMap((line) => line.split(/\s+/).slice(1, -1).filter((word) => !word.startsWith('--')));
      for (const source of sources) if (source !== '.') assert.ok(existsSync(at(source)), `COPY ${source}: no such file`);
      const manifests = [...packageDirs.map((name) => `packages/${name}/package.json`), ...serviceDirs.map((name) => `services/${name}/package.json`)];
      for (const manifest of manifests) assert.ok(sources.includes(manifest), `the deps stage copies ${manifest}`);
      for (const line of instructions.filter((entry) => entry.startsWith('COPY --from=build'))) {
        const source = (line.split(/\s+/)[2] ?? '').replace(/^\/app\//, '');
        // node_modules is the build stage's own; everything else comes from the repository.
        if (source !== 'node_modules') assert.ok(existsSync(at(source)), `${line}: nothing at ${source} in the repository`);
      }
    });

    it('runs the build steps it names on files that exist', () => {
      for (const line of instructions.filter((entry) => entry.startsWith('RUN '))) {
        for (const script of line.match(/\bnode ([\w./-]+\.m?js)/g) ?? []) {
          assert.ok(existsSync(at(script.replace(/^node /, ''))), `${line}: ${script}`);
        }
      }
      assert.ok(existsSync(at('scripts/prisma-generate.mjs')), 'turbo generate uses scripts/prisma-generate.mjs');
    });

    it('runs as node with an entry point, a node health check and SIGTERM', () => {
      assert.ok(instructions.includes('USER node'));
      assert.ok(instructions.includes('STOPSIGNAL SIGTERM'));
      const entrypoint = instructions.find((line) => line.startsWith('ENTRYPOINT '));
      const healthcheck = instructions.find((line) => line.startsWith('HEALTHCHECK '));
      assert.match(entrypoint ?? '', /\/app\/deploy\/docker\/entrypoint\.sh/);
      assert.match(healthcheck ?? '', /CMD \["node", "deploy\/docker\/healthcheck\.mjs"\]/);
      assert.ok(existsSync(at('deploy/docker/entrypoint.sh')) && existsSync(at('deploy/docker/healthcheck.mjs')));
    });

    it('has an entry point that starts every service from its compiled main and runs the migrations', () => {
      const entrypoint = read('deploy/docker/entrypoint.sh');
      const cases = /^\s*([a-z|-]+)\)\s*$/m.exec(entrypoint)?.[1]?.split('|') ?? [];
      assert.deepEqual([...cases].sort(), [...ServiceNames].sort(), 'the entry point knows every service');
      assert.match(entrypoint, /exec node "services\/\$target\/dist\/main\.js"/);
      for (const service of ServiceNames) assert.ok(existsSync(at(`services/${service}/src/main.ts`)), `services/${service}/src/main.ts compiles to dist/main.js`);
      assert.match(entrypoint, /exec node deploy\/docker\/migrate\.mjs/);
      const migrate = read('deploy/docker/migrate.mjs');
      assert.match(migrate, /import \{ migrateAllServices \} from '@lookout\/database'/);
      assert.match(read('packages/database/src/migrate.ts'), /export async function migrateAllServices/);
      assert.match(migrate, /'\.\.\/\.\.\/services\/'/, 'the runner finds services/ two levels up, as in the image');
    });

    it('has a health check that knows each service\'s health port', () => {
      const healthcheck = read('deploy/docker/healthcheck.mjs');
      const table = /DEFAULT_PORTS = \{([^}]*)\}/.exec(healthcheck)?.[1] ?? '';
      const ports = Object.fromEntries([...table.matchAll(/'?([a-z-]+)'?:\s*(\d+)/g)].map((match) => [match[1], Number(match[2])]));
      for (const service of ServiceNames) assert.equal(ports[service], defaultPort(service, healthVariable(service)), `${service} health port`);
      const exposed = (/^EXPOSE (.+)$/m.exec(dockerfile)?.[1] ?? '').split(/\s+/).map(Number);
      for (const service of ServiceNames) {
        for (const variable of healthVariables(service)) assert.ok(exposed.includes(defaultPort(service, variable) ?? -1), `EXPOSE ${service} ${variable}`);
      }
    });

    it('keeps host artefacts out of the build context', () => {
      const ignored = read('.dockerignore').split('\n').map((line) => line.trim());
      for (const entry of ['**/node_modules', '**/dist', '**/src/generated', '.data', '.git']) assert.ok(ignored.includes(entry), `.dockerignore lists ${entry}`);
      assert.ok(ignored.includes('!deploy/docker'), 'deploy/docker is in the context (the image copies it)');
    });

    it('keeps the committed generated sources in the build context (the image build does not regenerate them)', () => {
      const ignored = read('.dockerignore').split('\n').map((line) => line.trim());
      const committed = read('.gitignore')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('!') && line.includes('/src/generated'))
        .map((line) => line.replace(/\/$/, ''));
      assert.ok(committed.length > 0, '.gitignore names the committed generated sources');
      for (const entry of committed) assert.ok(ignored.includes(entry), `.dockerignore re-includes ${entry.slice(1)} as .gitignore does`);
    });
  });

  describe('docker-compose.yml', () => {
    const service = (name: string) => obj(composeServices[name], `compose service ${name}`);
    const environment = (definition: Obj): Obj => {
      const raw = definition.environment;
      if (Array.isArray(raw)) return Object.fromEntries(raw.map((entry) => String(entry).split(/=(.*)/s).slice(0, 2)));
      return optObj(raw);
    };
    const lookoutServices = Object.entries(composeServices)
      .map(([name, definition]) => [name, obj(definition, name)] as const)
      .filter(([, definition]) => definition.build !== undefined);

    it('names each infrastructure image by its LOOKOUT_*_IMAGE variable, with the same upstream default as npm start/test and packages/testing', async () => {
      const { INFRA_IMAGES } = await import('@lookout/testing');
      const infra = (await import(at('scripts/lib/infra.mjs'))) as { INFRA_IMAGES: typeof INFRA_IMAGES };
      assert.deepEqual(infra.INFRA_IMAGES, INFRA_IMAGES, 'scripts/lib/infra.mjs and packages/testing agree');
      for (const [name, { env, upstream }] of Object.entries(INFRA_IMAGES)) {
        assert.equal(service(name).image, `\${${env}:-${upstream}}`, `compose ${name} image`);
      }
      const nodeImage = /^ARG NODE_IMAGE=(\S+)$/m.exec(read('Dockerfile'))?.[1];
      for (const [name, definition] of lookoutServices) {
        assert.equal(get(definition, 'build.args.NODE_IMAGE'), `\${LOOKOUT_BASE_IMAGE:-${nodeImage}}`, `${name}: the build's base defaults to the Dockerfile's`);
        const env = environment(definition);
        if (name !== 'migrate') assert.equal(env.HEALTH_HOST, '0.0.0.0', `${name}'s health port listens on the container's interfaces`);
        if (name === 'gateway') assert.equal(env.HOST, '0.0.0.0', 'the gateway listens on the container\'s interfaces');
      }
    });

    it('keeps the infrastructure services npm start and npm test rely on', () => {
      const ports = (name: string) => arr(service(name).ports, `${name} ports`).map(String).join(' ');
      assert.match(ports('nats'), /\$\{LOOKOUT_NATS_PORT:-14222\}:4222/);
      assert.match(ports('nats'), /\$\{LOOKOUT_NATS_MONITOR_PORT:-18222\}:8222/);
      assert.match(ports('redis'), /\$\{LOOKOUT_REDIS_PORT:-16379\}:6379/);
      assert.match(ports('postgres'), /\$\{LOOKOUT_POSTGRES_PORT:-15432\}:5432/);
      assert.ok(arr(service('nats').command, 'nats command').includes('-js'), 'NATS runs JetStream');
      assert.ok(arr(service('nats').volumes, 'nats volumes').some((volume) => String(volume).startsWith('nats-data:')), 'JetStream on a volume');
      for (const name of ['nats', 'redis', 'postgres']) assert.ok(get(service(name), 'healthcheck.test'), `${name} has a healthcheck`);
    });

    it('runs every service and the migration from the one image, by SERVICE', () => {
      const targets = lookoutServices.map(([name, definition]) => {
        const target = str(environment(definition).SERVICE, `${name} SERVICE`);
        assert.equal(target, name, 'compose service named after what it runs');
        assert.equal(get(definition, 'build.dockerfile'), 'Dockerfile');
        assert.ok(target === 'migrate' || existsSync(at(`services/${target}/src/main.ts`)), `${name}: services/${target} exists`);
        return target;
      });
      assert.deepEqual([...targets].sort(), [...ServiceNames, 'migrate'].sort());
    });

    it('sets only variables the code reads', () => {
      for (const [name, definition] of lookoutServices) {
        for (const variable of Object.keys(environment(definition))) assertReads(name, variable, `compose ${name}`);
      }
    });

    it('migrates once Postgres is healthy, and starts the services after the migration', () => {
      assert.equal(get(service('migrate'), 'depends_on.postgres.condition'), 'service_healthy');
      assert.equal(get(service('migrate'), 'restart'), 'no');
      assert.equal(get(service('migrate'), 'healthcheck.disable'), true);
      assert.match(String(environment(service('migrate')).DATABASE_URL), /@postgres:5432\//);
      for (const name of ServiceNames) {
        assert.equal(get(service(name), 'depends_on.migrate.condition'), 'service_completed_successfully', `${name} waits for migrate`);
        assert.equal(get(service(name), 'depends_on.nats.condition'), 'service_healthy', `${name} waits for NATS`);
      }
    });

    it('wires the services to the infrastructure by name', () => {
      for (const name of ServiceNames) {
        const env = environment(service(name));
        assert.equal(env.NATS_URL, 'nats://nats:4222', `${name} NATS_URL`);
        const config = configs.get(name);
        if (config?.has('REDIS_URL')) assert.equal(env.REDIS_URL, 'redis://redis:6379', `${name} REDIS_URL`);
        if (config?.has('DATABASE_URL')) assert.match(String(env.DATABASE_URL), /^postgresql:\/\/[^@]+@postgres:5432\/lookout$/, `${name} DATABASE_URL`);
        for (const needed of ['REDIS_URL', 'DATABASE_URL']) {
          if (config?.has(needed)) continue;
          assert.equal(env[needed], undefined, `${name} does not read ${needed}`);
        }
      }
    });

    it('health-checks each service with the image\'s check and publishes the gateway on its PORT', () => {
      for (const name of ServiceNames) {
        assert.deepEqual(get(service(name), 'healthcheck.test'), ['CMD', 'node', 'deploy/docker/healthcheck.mjs']);
      }
      const gatewayPort = Number(environment(service('gateway')).PORT ?? defaultPort('gateway', 'PORT'));
      assert.equal(gatewayPort, 8080);
      assert.ok(arr(service('gateway').ports, 'gateway ports').some((entry) => String(entry).endsWith(`:${gatewayPort}`)), 'gateway publishes its PORT');
      for (const name of ServiceNames.filter((entry) => entry !== 'gateway')) assert.equal(service(name).ports, undefined, `${name} publishes nothing`);
    });

    it('runs three scanner workers with no egress exemption by default', () => {
      assert.equal(get(service('scanner-worker'), 'deploy.replicas'), 3);
      assert.equal(environment(service('scanner-worker')).EGRESS_ALLOW_CIDRS, '${EGRESS_ALLOW_CIDRS:-}');
      assert.equal(environment(service('scanner-worker')).WORKER_NAME, undefined, 'the entry point names each worker after its container');
    });

    it('keeps the webhook key on a volume the read-only container can write', () => {
      const dispatcher = service('webhook-dispatcher');
      const keyFile = str(environment(dispatcher).WEBHOOK_SECRET_KEY_FILE, 'WEBHOOK_SECRET_KEY_FILE');
      const mount = arr(dispatcher.volumes, 'webhook-dispatcher volumes').map(String).find((volume) => keyFile.startsWith(`${volume.split(':')[1] ?? ''}/`));
      assert.ok(mount, `${keyFile} is on a volume`);
      assert.ok(read('Dockerfile').includes(`chown node:node ${keyFile.slice(0, keyFile.lastIndexOf('/'))}`), 'the image owns that directory for node');
    });

    it('declares every named volume and mounts only files that exist', () => {
      const declared = Object.keys(optObj(compose.volumes));
      for (const [name, definition] of Object.entries(composeServices)) {
        for (const volume of optArr(obj(definition, name).volumes).map(String)) {
          const source = volume.split(':')[0] ?? '';
          if (source.startsWith('./')) assert.ok(existsSync(at(source)), `${name} mounts ${source}`);
          else assert.ok(declared.includes(source), `${name} uses undeclared volume ${source}`);
        }
      }
    });

    it('has an observability profile: collector (OTLP http 4318) → Jaeger traces and Prometheus metrics', () => {
      const profiled = Object.entries(composeServices).filter(([, definition]) => optArr(obj(definition, 'service').profiles).includes('observability'));
      const names = profiled.map(([name]) => name).sort();
      assert.deepEqual(names, ['jaeger', 'otel-collector', 'prometheus']);
      assert.match(String(service('otel-collector').image), /^otel\/opentelemetry-collector-contrib:/);
      assert.match(String(service('jaeger').image), /^jaegertracing\/(jaeger:2|all-in-one)/);
      for (const name of ServiceNames) {
        assert.equal(environment(service(name)).OTEL_EXPORTER_OTLP_ENDPOINT, '${OTEL_EXPORTER_OTLP_ENDPOINT:-}', `${name}: no export unless asked`);
      }
      const collector = obj(parse(read('deploy/otel-collector.yaml')), 'otel-collector.yaml');
      assert.match(String(get(collector, 'receivers.otlp.protocols.http.endpoint')), /:4318$/);
      const exporters = Object.keys(optObj(collector.exporters));
      for (const pipeline of ['traces', 'metrics']) {
        const used = arr(get(collector, `service.pipelines.${pipeline}.exporters`), `${pipeline} exporters`).map(String);
        assert.ok(used.length > 0 && used.every((exporter) => exporters.includes(exporter)), `${pipeline} pipeline exports to declared exporters`);
      }
      assert.match(String(get(collector, 'exporters.otlp/jaeger.endpoint')), /^jaeger:4317$/);
      assert.ok(exporters.includes('prometheus'));
      const prometheus = obj(parse(read('deploy/prometheus.yml')), 'prometheus.yml');
      const port = String(get(collector, 'exporters.prometheus.endpoint')).split(':').pop();
      assert.deepEqual(get(prometheus, 'scrape_configs.0.static_configs.0.targets'), [`otel-collector:${port}`]);
    });
  });

  describe('deploy/ (Kubernetes)', () => {
    it('parses, and kustomization.yaml lists every manifest', () => {
      for (const [path, docs] of documents) {
        for (const doc of docs) assert.deepEqual(doc.errors.map(String), [], `${path} parses`);
      }
      for (const resource of resources) assert.ok(existsSync(at(resource)), `${resource} exists`);
      const manifests = yamlFiles.filter((path) => path.startsWith(`${K8S}/`) && !path.endsWith('kustomization.yaml') && !path.endsWith('.example.yaml'));
      assert.deepEqual([...manifests].sort(), [...resources].sort(), 'every manifest is applied (examples excepted)');
      assert.equal(kustomization.namespace, 'lookout');
    });

    it('runs every service in a Deployment, and the migration in a Job', () => {
      for (const workload of lookoutWorkloads) {
        assert.ok(workload.target === 'migrate' || serviceDirs.includes(workload.target), `${workload.where}: SERVICE=${workload.target} is not in services/`);
      }
      for (const service of ServiceNames) deploymentOf(service);
      const migration = lookoutWorkloads.find((workload) => workload.target === 'migrate');
      assert.ok(migration, 'a Job runs SERVICE=migrate');
      assert.equal(migration.object.kind, 'Job');
      const databaseUrl = envOf(migration.container).find((entry) => entry.name === 'DATABASE_URL');
      assert.equal(get(databaseUrl, 'valueFrom.secretKeyRef.key'), 'DATABASE_URL', 'the Job reads DATABASE_URL from the secret');
    });

    it('sets only variables the code reads, from ConfigMaps that exist and secret keys that are documented', () => {
      const secretKeys = Object.keys(optObj(secretExample.stringData));
      for (const workload of lookoutWorkloads) {
        for (const [name, value] of containerVariables(workload.container)) {
          assertReads(workload.target, name, workload.where);
          const secretKey = get(value, 'secretKeyRef.key');
          if (secretKey !== undefined) {
            assert.equal(get(value, 'secretKeyRef.name'), get(secretExample, 'metadata.name'));
            assert.ok(secretKeys.includes(String(secretKey)), `${workload.where}: secret key ${String(secretKey)} is in secret.example.yaml`);
          }
        }
        const config = configs.get(workload.target);
        for (const needed of ['DATABASE_URL', 'REDIS_URL']) {
          if (config?.has(needed) || (workload.target === 'migrate' && needed === 'DATABASE_URL')) {
            assert.ok(containerVariables(workload.container).has(needed), `${workload.where} gets ${needed}`);
          }
        }
      }
      for (const key of Object.keys(optObj(secretExample.stringData))) {
        assert.ok(ServiceNames.some((service) => readsVariable(sourceOf(service), key)), `secret key ${key} is read by a service`);
      }
    });

    it('probes /readyz and /healthz on the port each service serves them on', () => {
      for (const service of ServiceNames) {
        const { container, where } = deploymentOf(service);
        const served = healthVariables(service).map((variable) => {
          const port = Number(containerVariables(container).get(variable) ?? defaultPort(service, variable));
          assert.ok(Number.isInteger(port) && port > 0, `${where}: ${variable}`);
          return port;
        });
        for (const [probe, path] of [['readinessProbe', '/readyz'], ['livenessProbe', '/healthz'], ['startupProbe', '/healthz']] as const) {
          const httpGet = obj(get(container, `${probe}.httpGet`), `${where} ${probe}`);
          assert.equal(httpGet.path, path, `${where} ${probe} path`);
          const port = resolvePort(container, httpGet.port);
          assert.ok(served.includes(port), `${where} ${probe} port ${port} serves ${path} (${healthVariables(service).join(' or ')}: ${served.join(', ')})`);
        }
        const scrapePort = get(deploymentOf(service).object, 'spec.template.metadata.annotations');
        if (isObj(scrapePort) && scrapePort['prometheus.io/port'] !== undefined) {
          const health = Number(containerVariables(container).get(healthVariable(service)) ?? defaultPort(service, healthVariable(service)));
          assert.equal(Number(scrapePort['prometheus.io/port']), health, `${where}: /metrics is on ${healthVariable(service)}`);
        }
      }
    });

    it('gives every pod a hardened security context, resources and a shutdown window', () => {
      const common = configMapData('lookout-common');
      const graceSeconds = Number(common.SHUTDOWN_GRACE_SECONDS ?? configs.get('quota')?.get('SHUTDOWN_GRACE_SECONDS'));
      const forceExitMs = Number(/forceExitAfterMs \?\? ([\d_]+)/.exec(read('packages/runtime/src/lifecycle.ts'))?.[1]?.replace(/_/g, '') ?? 0);
      const pods = objects
        .filter((object) => ['Deployment', 'StatefulSet', 'Job'].includes(String(object.kind)))
        .map((object) => ({ object, podSpec: obj(get(object, 'spec.template.spec'), 'pod spec') }));
      for (const { object, podSpec } of pods) {
        const where = `${String(object.kind)}/${String(get(object, 'metadata.name'))}`;
        assert.equal(get(podSpec, 'securityContext.runAsNonRoot'), true, `${where} runAsNonRoot`);
        assert.ok(Number(get(podSpec, 'securityContext.runAsUser')) > 0, `${where} runAsUser is a non-root uid`);
        assert.equal(podSpec.automountServiceAccountToken, false, `${where} mounts no API token`);
        for (const container of arr(podSpec.containers, 'containers').map((entry) => obj(entry, 'container'))) {
          assert.equal(get(container, 'securityContext.allowPrivilegeEscalation'), false, `${where} allowPrivilegeEscalation`);
          assert.equal(get(container, 'securityContext.readOnlyRootFilesystem'), true, `${where} readOnlyRootFilesystem`);
          assert.deepEqual(get(container, 'securityContext.capabilities.drop'), ['ALL'], `${where} drops every capability`);
          for (const kind of ['requests', 'limits']) {
            for (const resource of ['cpu', 'memory']) assert.ok(get(container, `resources.${kind}.${resource}`), `${where} ${kind}.${resource}`);
          }
        }
      }
      for (const service of ServiceNames) {
        const { podSpec, container, where } = deploymentOf(service);
        const preStop = arr(get(container, 'lifecycle.preStop.exec.command') ?? [], 'preStop').map(String);
        const preStopSeconds = preStop[0] === 'sleep' ? Number(preStop[1]) : 0;
        const window = Number(podSpec.terminationGracePeriodSeconds);
        assert.ok(window > preStopSeconds + graceSeconds, `${where}: terminationGracePeriodSeconds ${window} > preStop ${preStopSeconds} + SHUTDOWN_GRACE_SECONDS ${graceSeconds}`);
        assert.ok(window >= preStopSeconds + forceExitMs / 1000, `${where}: the window covers the services' own cap on a stop (${forceExitMs} ms)`);
      }
    });

    it('protects every Deployment and NATS with a PodDisruptionBudget, and exposes the gateway', () => {
      const budgets = ofKind('PodDisruptionBudget');
      for (const workload of [...ServiceNames.map((service) => deploymentOf(service).object), ...ofKind('StatefulSet')]) {
        const labels = get(workload, 'spec.template.metadata.labels');
        assert.ok(budgets.some((budget) => selects(get(budget, 'spec.selector'), labels)), `a PDB covers ${String(get(workload, 'metadata.name'))}`);
      }
      const gateway = deploymentOf('gateway');
      const services = ofKind('Service').filter((entry) => selects({ matchLabels: get(entry, 'spec.selector') }, get(gateway.object, 'spec.template.metadata.labels')));
      assert.equal(services.length, 1, 'one Service selects the gateway');
      const targetPort = get(services[0], 'spec.ports.0.targetPort');
      assert.equal(resolvePort(gateway.container, targetPort), Number(containerVariables(gateway.container).get('PORT') ?? defaultPort('gateway', 'PORT')));
    });

    it('autoscales the scanner workers with KEDA on the real stream and consumer', () => {
      const scaled = ofKind('ScaledObject');
      assert.equal(scaled.length, 1);
      const scaledObject = scaled[0];
      assert.equal(get(scaledObject, 'spec.scaleTargetRef.name'), get(deploymentOf('scanner-worker').object, 'metadata.name'));
      assert.equal(get(deploymentOf('scanner-worker').object, 'spec.replicas'), undefined, 'KEDA owns the replica count');
      assert.ok(Number(get(scaledObject, 'spec.minReplicaCount')) >= 1, 'never zero: the gateway /readyz asks the scanner workers too');
      const trigger = obj(get(scaledObject, 'spec.triggers.0'), 'trigger');
      assert.equal(trigger.type, 'nats-jetstream');
      const metadata = obj(trigger.metadata, 'trigger metadata');
      assert.equal(metadata.stream, Streams.scanJobs);
      assert.equal(metadata.consumer, Consumers.scannerWorkers);
      assert.equal(metadata.account, '$G');
      assert.ok(Number.parseInt(String(metadata.lagThreshold), 10) > 0, 'lagThreshold');
      const [host, port] = String(metadata.natsServerMonitoringEndpoint).split(':');
      const [serviceName, namespace] = (host ?? '').split('.');
      assert.equal(namespace, kustomization.namespace, 'the monitoring endpoint names the deployment namespace');
      const natsService = named('Service', serviceName ?? '');
      assert.ok(natsService, `Service ${String(serviceName)} exists`);
      assert.ok(optArr(get(natsService, 'spec.ports')).some((entry) => get(entry, 'port') === Number(port)), `Service ${String(serviceName)} exposes ${String(port)}`);
    });

    it('runs a three-node JetStream cluster on persistent volumes behind a headless Service', () => {
      const statefulSet = named('StatefulSet', 'nats');
      assert.ok(statefulSet);
      assert.equal(get(statefulSet, 'spec.replicas'), 3);
      const claims = optArr(get(statefulSet, 'spec.volumeClaimTemplates')).map((claim) => get(claim, 'metadata.name'));
      assert.ok(claims.includes('jetstream'), 'a jetstream volume claim per node');
      const container = obj(get(statefulSet, 'spec.template.spec.containers.0'), 'nats container');
      assert.ok(optArr(container.volumeMounts).some((mount) => get(mount, 'name') === 'jetstream'));
      const headlessName = str(get(statefulSet, 'spec.serviceName'), 'serviceName');
      const headless = named('Service', headlessName);
      assert.equal(get(headless, 'spec.clusterIP'), 'None');
      assert.equal(get(headless, 'spec.publishNotReadyAddresses'), true);
      const configName = optArr(get(statefulSet, 'spec.template.spec.volumes')).map((volume) => get(volume, 'configMap.name')).find(Boolean);
      const config = str(optObj(get(named('ConfigMap', String(configName)), 'data'))['nats.conf'], 'nats.conf');
      assert.match(config, /jetstream\s*\{[^}]*store_dir/);
      assert.match(config, /cluster\s*\{/);
      for (let index = 0; index < 3; index++) assert.ok(config.includes(`nats://nats-${index}.${headlessName}:6222`), `route to nats-${index}`);
      const natsUrl = String(configMapData('lookout-common').NATS_URL);
      const [natsHost, natsPort] = natsUrl.replace(/^nats:\/\//, '').split(':');
      assert.ok(optArr(get(named('Service', natsHost ?? ''), 'spec.ports')).some((entry) => get(entry, 'port') === Number(natsPort)), `NATS_URL ${natsUrl} names a Service`);
    });

    it('raises every stream and durable consumer to the cluster\'s replicas', () => {
      const job = named('Job', 'nats-stream-replicas');
      assert.ok(job);
      const script = String(get(job, 'spec.template.spec.containers.0.args.0'));
      for (const stream of Object.values(Streams)) assert.ok(script.includes(stream), `${stream} is raised`);
      for (const consumer of Object.values(Consumers)) assert.ok(script.includes(consumer), `${consumer} is raised`);
      assert.ok(read('docs/operations.md').includes('NATS_STREAM_REPLICAS') || readsVariable(packagesSource, 'NATS_STREAM_REPLICAS'));
    });

    it('denies ingress by default and keeps scanner egress off private and cluster ranges', () => {
      const policies = ofKind('NetworkPolicy');
      assert.ok(
        policies.some((policy) => Object.keys(optObj(get(policy, 'spec.podSelector'))).length === 0 && optArr(get(policy, 'spec.policyTypes')).includes('Ingress') && get(policy, 'spec.ingress') === undefined),
        'a default-deny ingress policy',
      );
      const scanner = deploymentOf('scanner-worker');
      const egress = policies.find((policy) => optArr(get(policy, 'spec.policyTypes')).includes('Egress') && selects(get(policy, 'spec.podSelector'), get(scanner.object, 'spec.template.metadata.labels')));
      assert.ok(egress, 'an egress policy selects the scanner workers');
      const rules = arr(get(egress, 'spec.egress'), 'egress rules');
      const blocks = rules.flatMap((rule) => optArr(get(rule, 'to'))).map((peer) => get(peer, 'ipBlock')).filter(isObj);
      const ipv4 = blocks.find((block) => block.cidr === '0.0.0.0/0');
      assert.ok(ipv4, 'the internet is allowed through an ipBlock');
      const except = optArr(ipv4.except).map(String);
      for (const range of ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '100.64.0.0/10', '127.0.0.0/8']) {
        assert.ok(except.includes(range), `egress excludes ${range}`);
      }
      const natsLabels = get(named('StatefulSet', 'nats'), 'spec.template.metadata.labels');
      assert.ok(rules.some((rule) => optArr(get(rule, 'to')).some((peer) => selects(get(peer, 'podSelector'), natsLabels)) && optArr(get(rule, 'ports')).some((port) => get(port, 'port') === 4222)), 'egress to NATS');
      assert.ok(rules.some((rule) => optArr(get(rule, 'ports')).some((port) => get(port, 'port') === 53)), 'egress to DNS');
      const natsIngress = policies.find((policy) => selects(get(policy, 'spec.podSelector'), natsLabels) && optArr(get(policy, 'spec.policyTypes')).includes('Ingress'));
      assert.ok(natsIngress, 'NATS accepts its clients despite the default deny');
    });
  });

  describe('docs/operations.md', () => {
    const doc = read('docs/operations.md');
    const configStart = doc.indexOf('\n## Configuration');
    const configEnd = doc.indexOf('\n## ', configStart + 1);
    const configSection = doc.slice(configStart, configEnd < 0 ? undefined : configEnd);
    const rowsOf = (name: string) => doc.split('\n').filter((line) => line.startsWith('|') && line.includes(`\`${name}\``));

    it('documents every variable the services read, with its default', () => {
      for (const [service, variables] of configs) {
        for (const [name, fallback] of variables) {
          const rows = rowsOf(name);
          assert.ok(rows.length > 0, `docs/operations.md has a table row for ${name} (read by ${service})`);
          if (fallback === undefined || fallback === '') continue;
          assert.ok(rows.some((row) => row.includes(`\`${fallback}\``)), `the ${name} row gives ${service}'s default \`${fallback}\``);
        }
      }
      for (const name of ['SERVICE', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'DATABASE_URL']) assert.ok(rowsOf(name).length > 0, `${name} is documented`);
    });

    it('documents only variables that something reads', () => {
      assert.ok(configStart >= 0, 'a "## Configuration" section');
      const documented = new Set([...configSection.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((match) => match[1] ?? ''));
      const everything = [...ServiceNames.map(sourceOf), sourceOf('migrate')].join('\n');
      for (const name of documented) {
        if (name.startsWith('OTEL_') || name === 'NATS_STREAM_REPLICAS') continue;
        assert.ok(readsVariable(everything, name), `${name} is documented but nothing reads it`);
      }
    });
  });
});

