#!/usr/bin/env bash
# Runs a command beside a PostgreSQL server of its own, then stops the server.
#
#   bash scripts/with-postgres.sh <command...>                    # throwaway server in a temporary folder
#   bash scripts/with-postgres.sh --data .data/postgres <command...>   # kept data folder (start:cluster)
#
# The command sees POSTGRES_URL (the admin database "postgres") and DATABASE_URL (the database
# "homeworth", created if missing). The server listens on a free loopback port and on a socket
# inside its data folder only; connections are trusted, so it is for tests and local runs, never
# for production. Installs Debian's postgresql package when absent (like Chromium in ensure-deps.sh).
# PostgreSQL refuses to run as root: as root it runs as the "postgres" user (created if missing).
set -euo pipefail
cd "$(dirname "$0")/.."

data_dir=""
if [ "${1:-}" = "--data" ]; then
  data_dir="$(mkdir -p "$2" && cd "$2" && pwd)"
  shift 2
fi
[ $# -gt 0 ] || { echo "usage: with-postgres.sh [--data DIR] <command...>" >&2; exit 2; }

as_root=""
[ "$(id -u)" = 0 ] || as_root="sudo"

pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [ -z "$pg_bin" ]; then
  echo "Installing Debian's PostgreSQL..."
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq postgresql >/dev/null
  pg_bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
fi

# The server's own user: "postgres" when we are root, ourselves otherwise.
run_pg() { "$@"; }
if [ "$(id -u)" = 0 ]; then
  id -u postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  run_pg() { runuser -u postgres -- "$@"; }
fi

temporary=0
if [ -z "$data_dir" ]; then
  data_dir="$(mktemp -d /tmp/hw-postgres.XXXXXX)"
  temporary=1
fi
[ "$(id -u)" = 0 ] && chown postgres: "$data_dir" && chmod 700 "$data_dir"

if [ ! -f "$data_dir/PG_VERSION" ]; then
  run_pg "$pg_bin/initdb" -D "$data_dir" -U homeworth --auth=trust --encoding=UTF8 --no-locale >/dev/null
fi

port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")"
# A throwaway server need not survive a power cut: no fsync makes the per-file test databases quick.
durability=""
[ "$temporary" = 1 ] && durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"

stop() {
  run_pg "$pg_bin/pg_ctl" -D "$data_dir" -m fast -w stop >/dev/null 2>&1 || true
  if [ "$temporary" = 1 ]; then rm -rf "$data_dir"; fi
}
trap stop EXIT
trap 'exit 130' INT TERM

run_pg "$pg_bin/pg_ctl" -D "$data_dir" -l "$data_dir/server.log" -w -t 60 \
  -o "-p $port -k $data_dir -c listen_addresses=127.0.0.1 -c max_connections=300 $durability" start >/dev/null \
  || { cat "$data_dir/server.log" >&2; exit 1; }

export POSTGRES_URL="postgres://homeworth@127.0.0.1:$port/postgres"
run_pg "$pg_bin/psql" -q -h 127.0.0.1 -p "$port" -U homeworth -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'homeworth'" | grep -q 1 \
  || run_pg "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U homeworth homeworth
export DATABASE_URL="postgres://homeworth@127.0.0.1:$port/homeworth"
echo "PostgreSQL $(basename "$(dirname "$pg_bin")") on 127.0.0.1:$port (data in $data_dir)"

"$@"
