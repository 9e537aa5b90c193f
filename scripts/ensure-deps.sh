#!/usr/bin/env bash
# Installs what is missing: npm packages from the committed lockfile and, with
# --browser, Debian's Chromium for the browser tests (Playwright cannot download
# its own browser here). `npm ci` is avoided on purpose: see ../shared/TOOLCHAIN.md.
set -euo pipefail
cd "$(dirname "$0")/.."

stale=0
[ -f node_modules/.package-lock.json ] || stale=1
if [ "$stale" = 0 ]; then
  for f in package-lock.json package.json */package.json; do
    [ "$f" -nt node_modules/.package-lock.json ] && stale=1 && break
  done
fi
if [ "$stale" = 1 ]; then
  echo "Installing npm packages..."
  npm install --no-audit --no-fund --loglevel=error
fi

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium..."
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi
