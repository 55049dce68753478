#!/usr/bin/env bash
# Serves the production build for the browser tests, on fresh local state of its own.
set -euo pipefail
PORT="${1:-8799}"
# One state directory per port, so runs on different ports (E2E_PORT) never wipe each other's state.
STATE=".wrangler/e2e-state-$PORT"
rm -rf "$STATE"
node_modules/.bin/wrangler d1 migrations apply DB --local --persist-to "$STATE" >/dev/null
# The staff the tests sign in as, written before the server holds the database (staff-members.mjs).
node_modules/.bin/node tests/e2e/staff-members.mjs "$STATE"
exec node_modules/.bin/wrangler dev --ip 127.0.0.1 --port "$PORT" --persist-to "$STATE" --var APP_ENV:test --var SITE_ORIGIN:http://localhost:$PORT --var OUTBOX_RETRY_BASE_SECONDS:1 --var GA_MEASUREMENT_ID:G-E2ETEST --log-level warn
