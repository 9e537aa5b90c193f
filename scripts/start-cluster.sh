#!/usr/bin/env bash
# npm run start:cluster: the production shape on one machine. A PostgreSQL server (data kept in
# .data/postgres), two API replicas (ports 4000 and 4001) on it, and the six apps; the shell's /api
# proxy takes the replicas in turn and skips one that is down. Stop with Ctrl+C.
# Env: API_PORTS (default 4000,4001), SKIP_BUILD=1 to serve the existing builds.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
[ "${SKIP_BUILD:-0}" = 1 ] || npm run build

# Replicas must share the HMAC keys, or a link or token made by one would not verify on the other.
secrets=.data/cluster-secrets.env
if [ ! -f "$secrets" ]; then
  mkdir -p .data
  (umask 077 && printf 'SHARE_LINK_SECRET=%s\nBLOG_TOKEN_SECRET=%s\n' "$(node -p "crypto.randomBytes(32).toString('hex')")" "$(node -p "crypto.randomBytes(32).toString('hex')")" > "$secrets")
fi
set -a
# shellcheck disable=SC1090
. "$secrets"
set +a
export API_PORTS="${API_PORTS:-4000,4001}"
exec bash scripts/with-postgres.sh --data .data/postgres npx tsx scripts/serve-all.ts
