#!/bin/sh
# Like the upstream image: flags alone go to redis-server; redis-server runs as the redis user and, as
# upstream builds it, without protected mode (a container is reached over its network, never loopback).
set -e
case "${1:-}" in -*) set -- redis-server "$@" ;; esac
if [ "$1" = "redis-server" ]; then
  shift
  set -- redis-server --bind '* -::*' --protected-mode no --dir /data "$@"
  if [ "$(id -u)" = 0 ]; then
    chown redis:redis /data 2>/dev/null || true
    exec setpriv --reuid=redis --regid=redis --init-groups "$@"
  fi
fi
exec "$@"
