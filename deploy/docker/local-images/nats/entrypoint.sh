#!/bin/sh
# Like the upstream image: flags alone run nats-server with them; anything else runs as given.
set -e
case "${1:-}" in
  -*|'') exec nats-server "$@" ;;
  *) exec "$@" ;;
esac
