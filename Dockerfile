# One image for all five Lookout services and the one-shot migration.
#
#   docker build -t lookout:local .
#   docker run --rm -e SERVICE=gateway  -e NATS_URL=nats://nats:4222 -p 8080:8080 lookout:local
#   docker run --rm -e SERVICE=migrate  -e DATABASE_URL=postgresql://… lookout:local
#   docker run --rm lookout:local node services/quota/dist/main.js      # any node command
#
# SERVICE (or the first argument) picks what runs: gateway | quota | orchestrator | scanner-worker |
# webhook-dispatcher | migrate — see deploy/docker/entrypoint.sh. `--build-arg SERVICE=<name>` bakes a
# default into a per-service tag if you prefer one image name per service.
#
# Builds with BuildKit and with the legacy builder alike (no `# syntax=` line: that would pull a frontend
# image, which an offline engine cannot). NODE_IMAGE selects the base: `--build-arg NODE_IMAGE=…`, or
# LOOKOUT_BASE_IMAGE for docker compose; scripts/docker-prepare.mjs builds a local one where nothing can be
# pulled (docs/operations.md, "Docker without a registry").
#
# Stages: deps (npm install from the lock, cached on the manifests alone) → build (Prisma clients +
# tsc through turbo, then prune to production dependencies and drop sources) → runtime (node slim,
# compiled output only, files owned by root and run as the unprivileged `node` user).

ARG NODE_IMAGE=node:24-bookworm-slim

# ── deps: every workspace's dependencies, dev included (turbo, tsc and the Prisma CLI build the image) ──
FROM ${NODE_IMAGE} AS deps
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /app
# Manifests first, so a source change does not re-run the install. Every workspace's package.json must be
# listed here (test/deploy/manifests.test.ts checks it against packages/* and services/*).
COPY package.json package-lock.json .npmrc ./
COPY packages/artifacts/package.json packages/artifacts/
COPY packages/bus/package.json packages/bus/
COPY packages/cli/package.json packages/cli/
COPY packages/client/package.json packages/client/
COPY packages/config/package.json packages/config/
COPY packages/contracts/package.json packages/contracts/
COPY packages/dashboard/package.json packages/dashboard/
COPY packages/database/package.json packages/database/
COPY packages/egress/package.json packages/egress/
COPY packages/redis/package.json packages/redis/
COPY packages/runtime/package.json packages/runtime/
COPY packages/telemetry/package.json packages/telemetry/
COPY packages/testing/package.json packages/testing/
COPY services/gateway/package.json services/gateway/
COPY services/orchestrator/package.json services/orchestrator/
COPY services/quota/package.json services/quota/
COPY services/scanner-worker/package.json services/scanner-worker/
COPY services/webhook-dispatcher/package.json services/webhook-dispatcher/
# `npm install`, not `npm ci`: npm 11 rejects this lock in `ci` over turbo's optional per-platform
# packages, while `install` honours the lock as it is (same reason as scripts/lib/bootstrap.mjs).
RUN npm install --no-audit --no-fund && rm -rf /root/.npm

# ── build: Prisma clients (scripts/prisma-generate.mjs: no engine download) and tsc, via turbo ──
FROM deps AS build
ENV TURBO_TELEMETRY_DISABLED=1 \
    TURBO_NO_UPDATE_NOTIFIER=1
COPY . .
RUN npx turbo run build --output-logs=errors-only
# Production dependencies only, then nothing the runtime does not load: the test-infrastructure
# workspace, packages only optional peers reach (the Prisma CLI and TypeScript, via @prisma/client: see
# deploy/docker/prune-unreachable.mjs), sources, tests and tsconfigs. Workspaces resolve to dist/ through
# their "default" export condition; the generated Prisma clients are compiled into dist/generated.
RUN npm prune --omit=dev --no-audit --no-fund \
 && rm -rf packages/testing node_modules/@lookout/testing node_modules/.cache \
 && node deploy/docker/prune-unreachable.mjs \
 && rm -rf packages/*/src packages/*/test packages/*/tsconfig*.json \
           services/*/src services/*/test services/*/tsconfig*.json \
 && test -f services/gateway/dist/main.js && test -f packages/database/dist/index.js && test -f packages/dashboard/dist/index.html

# ── runtime ──
FROM ${NODE_IMAGE} AS runtime
# Debian's Chromium for the scanner's browser engine (fonts-liberation: metric-compatible fonts, so pages
# lay out as they would on a desktop), tini-free: node is PID 1 and handles SIGTERM itself.
RUN apt-get update -q \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium fonts-liberation ca-certificates \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/archives/*.deb
ARG SERVICE=""
# HOST / HEALTH_HOST: the services default to loopback for the dev stack; in a container they must listen
# on the container's interfaces to be reached (ports are published on 127.0.0.1 by compose).
# CHROMIUM_PATH: Debian's binary. CHROMIUM_NO_SANDBOX=1: Chromium's own sandbox needs user namespaces,
# which Docker's default seccomp profile denies to an unprivileged process; the container (non-root,
# no capabilities, no-new-privileges, read-only root) is the isolation boundary instead — see
# docs/operations.md ("Chromium's sandbox in containers").
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    HOST=0.0.0.0 \
    HEALTH_HOST=0.0.0.0 \
    CHROMIUM_PATH=/usr/bin/chromium \
    CHROMIUM_NO_SANDBOX=1
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/services ./services
COPY --from=build /app/proto ./proto
COPY deploy/docker ./deploy/docker
# The only writable place the image needs: the webhook-dispatcher's key file when WEBHOOK_SECRET_KEY is
# not set (compose mounts a volume here; named volumes inherit this ownership).
# /data/artifacts: the filesystem artifact store (screenshots, DOM, HAR), a volume shared by the
# scanner workers, the gateway and the orchestrator; unused when ARTIFACTS_S3_BUCKET is set.
RUN mkdir -p /data/artifacts && chown node:node /data/artifacts && chmod 0755 /data/artifacts \
 && mkdir -p /var/lib/lookout && chown node:node /var/lib/lookout && chmod 0700 /var/lib/lookout
ENV ARTIFACTS_DIR=/data/artifacts
USER node
# The gateway's API (PORT), then the HEALTH_PORT defaults: quota, orchestrator, scanner-worker,
# webhook-dispatcher, gateway.
EXPOSE 8080 8081 8082 8083 8084 8085
# Every service turns SIGTERM into one orderly stop (stop taking work → finish or hand back → drain NATS).
STOPSIGNAL SIGTERM
# No curl in slim images: node's fetch against the running service's /readyz on its HEALTH_PORT.
# Exits 0 for SERVICE=migrate or an unset SERVICE. Kubernetes ignores this and uses probes.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "deploy/docker/healthcheck.mjs"]
ENTRYPOINT ["/bin/sh", "/app/deploy/docker/entrypoint.sh"]
CMD []
