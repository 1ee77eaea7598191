#!/bin/sh
# Entry point of the Lookout image (Dockerfile): one image, five services and the migration.
#
#   SERVICE=gateway | quota | orchestrator | scanner-worker | webhook-dispatcher
#       → exec node services/$SERVICE/dist/main.js   (node is PID 1 and handles SIGTERM itself)
#   SERVICE=migrate
#       → exec node deploy/docker/migrate.mjs         (every service's SQL migrations into DATABASE_URL)
#   node …
#       → exec node …                                 (one-off commands, e.g. the quota admin CLI)
#
# A first argument overrides SERVICE: `docker run IMAGE migrate`, `docker compose run --rm gateway migrate`.
set -eu
cd "$(dirname "$0")/../.."

target="${1:-${SERVICE:-}}"
if [ "$#" -gt 0 ]; then shift; fi

case "$target" in
  gateway|quota|orchestrator|scanner-worker|webhook-dispatcher)
    if [ "$target" = "scanner-worker" ] && [ -z "${WORKER_NAME:-}" ]; then
      # The default (scanner-worker-<pid>) is scanner-worker-1 in every container: use the container's name.
      WORKER_NAME="scanner-worker-${HOSTNAME:-$(cat /etc/hostname)}"
      export WORKER_NAME
    fi
    exec node "services/$target/dist/main.js" "$@"
    ;;
  migrate)
    exec node deploy/docker/migrate.mjs "$@"
    ;;
  node)
    exec node "$@"
    ;;
  *)
    echo "lookout image: set SERVICE (or pass as the first argument) to one of:" >&2
    echo "  gateway quota orchestrator scanner-worker webhook-dispatcher migrate   (or: node <args>)" >&2
    echo "got: '${target}'" >&2
    exit 64
    ;;
esac
