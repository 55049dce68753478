#!/usr/bin/env bash
# Serves the production build for the browser tests, on fresh local state of its own.
set -euo pipefail
PORT="${1:-8799}"
STATE=".wrangler/e2e-state"
rm -rf "$STATE"
node_modules/.bin/wrangler d1 migrations apply DB --local --persist-to "$STATE" >/dev/null
exec node_modules/.bin/wrangler dev --ip 127.0.0.1 --port "$PORT" --persist-to "$STATE" --var APP_ENV:test --var OUTBOX_RETRY_BASE_SECONDS:1 --log-level warn
