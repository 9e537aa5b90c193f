#!/usr/bin/env bash
# npm run bench:scale: the product's requests and jobs at three data sizes on a PostgreSQL server of
# its own (scripts/bench-scale.ts). BENCH_SCALE_SIZES=1000,10000 measures a subset.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/with-postgres.sh npx tsx scripts/bench-scale.ts
