#!/usr/bin/env bash
# npm start: install what is missing, build every app, start the API and the six apps.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
[ "${SKIP_BUILD:-0}" = 1 ] || npm run build
exec npx tsx scripts/serve-all.ts
