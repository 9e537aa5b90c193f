#!/usr/bin/env bash
# npm test: install what is missing (npm packages, Debian's Chromium), type-check, lint,
# build the production bundles, then run every jest suite and the Playwright suite.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser || exit 1

step() { printf '\n== %s\n' "$1"; }
results_dir=.data/test-results
mkdir -p "$results_dir"

step "Type-check"
npx lerna run typecheck --concurrency 2 --loglevel=warn || exit 1

step "Lint and format (ESLint with zero warnings, import cycles between features, Prettier)"
npm run lint --silent || exit 1

step "Dependency audit (npm audit of production dependencies: fails on high or critical; warns when the registry cannot be reached)"
npm run audit:deps --silent || exit 1

step "Build (the e2e suite and the bundle budget test run against production bundles)"
npm run build --silent || exit 1

step "Unit, component and API tests (jest)"
# Two workers: the API suites spend most of their time in PGlite (one core each), the rest in jest itself.
# The Node projects (api, tools) and the browser ones (jsdom) run in separate jest runs: a worker that
# loaded pdf-parse (the API's PDF tests) has a global Iterator that jsdom then fails to copy.
npx jest --ci --maxWorkers=2 --selectProjects api tools --json --outputFile="$results_dir/jest-node.json"
jest_node_status=$?
npx jest --ci --maxWorkers=2 --selectProjects shared-lib shell mfe-account mfe-estimator mfe-property-report mfe-agent mfe-maintenance widget \
  --json --outputFile="$results_dir/jest-browser.json"
jest_browser_status=$?

step "API tests again on a PostgreSQL server (concurrency tests run here; PGlite has one connection)"
bash scripts/with-postgres.sh bash -c \
  'HW_TEST_DATABASE_URL="$POSTGRES_URL" npx jest --ci --maxWorkers=2 --selectProjects api --json --outputFile="$0"' \
  "$results_dir/jest-api-postgres.json"
postgres_status=$?

step "End-to-end tests (Playwright, Chromium)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="../$results_dir/playwright.json" npx playwright test --reporter=list,json)
e2e_status=$?

step "End-to-end test on two API replicas and PostgreSQL (Playwright, e2e/cluster.config.ts)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="../$results_dir/playwright-cluster.json" npx playwright test -c cluster.config.ts --reporter=list,json)
cluster_status=$?

node scripts/test-summary.js "$results_dir/jest-node.json" "$results_dir/jest-browser.json" "$results_dir/jest-api-postgres.json" "$results_dir/playwright.json" "$results_dir/playwright-cluster.json"
[ "$jest_node_status" = 0 ] && [ "$jest_browser_status" = 0 ] && [ "$postgres_status" = 0 ] && [ "$e2e_status" = 0 ] && [ "$cluster_status" = 0 ]
