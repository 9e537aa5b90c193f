#!/usr/bin/env bash
# npm run bench: builds if needed, starts the product on a throw-away database,
# measures bundle bytes, page loads in Chromium and API latency, one API replica against two
# (on PostgreSQL), writes bench/results.json.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser
[ -f shell/dist/main.js ] && [ "${BENCH_BUILD:-0}" = 0 ] || npm run build --silent
# The same apps as one code-split application, measured beside the federated site (tools/src/single-app).
[ -f tools/dist/single-app/main.js ] && [ "${BENCH_BUILD:-0}" = 0 ] || npx tsx tools/src/single-app/build.ts
npx tsx scripts/bench.ts
# The home report API on its own process: guest, signed-in member, revalidation (304).
npx tsx scripts/bench-report.ts
# Real market data: import rows per second, model training time and values per second (Ames, PGlite).
npx tsx scripts/bench-market.ts
# The keyed data API: the value route with a key (p99, requests per second) and a 1,000-item batch.
npx tsx scripts/bench-data-api.ts
# The estimate and the report on one API replica and on two, on a PostgreSQL server of their own.
bash scripts/with-postgres.sh npx tsx scripts/bench-replicas.ts
