#!/bin/sh
# Upstream-compatible subset of the postgres image's entry point (see the Dockerfile beside this file).
set -eu
case "${1:-}" in -*) set -- postgres "$@" ;; esac
if [ "${1:-}" != "postgres" ]; then exec "$@"; fi

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 0700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups /bin/sh "$0" "$@"
fi

user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "POSTGRES_PASSWORD must be set (this image, like upstream's, refuses an open server)" >&2
    exit 1
  fi
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  # The temporary server listens on the socket only, so TCP readiness means the real server is up.
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
  if [ "$db" != "postgres" ]; then
    psql -v ON_ERROR_STOP=1 -U "$user" -d postgres -c "CREATE DATABASE \"$db\"" >/dev/null
  fi
  pg_ctl -D "$PGDATA" -m fast -w stop
fi
exec "$@"
