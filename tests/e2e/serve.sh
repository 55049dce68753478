#!/usr/bin/env bash
# Serves the production build for the browser tests, on fresh local state of its own.
set -euo pipefail
PORT="${1:-8799}"
# One state directory per port, so runs on different ports (E2E_PORT) never wipe each other's state.
STATE=".wrangler/e2e-state-$PORT"
rm -rf "$STATE"
mkdir -p "$STATE"
# The database in one `wrangler d1 execute` before the server holds it: the migrations' SQL in order, then
# the staff the tests sign in as (staff-members.mjs). `wrangler d1 migrations apply` makes the same tables
# in ~11 s here against ~3 s; it also records what it applied, which this state, wiped at every start and
# never migrated again, doesn't need (npm start and the worker tests apply the migrations with wrangler's own).
{
  for migration in app/db/migrations/*.sql; do cat "$migration"; echo; done
  node_modules/.bin/node tests/e2e/staff-members.mjs
} > "$STATE/seed.sql"
node_modules/.bin/wrangler d1 execute DB --local --persist-to "$STATE" --file "$STATE/seed.sql" >/dev/null
exec node_modules/.bin/wrangler dev --ip 127.0.0.1 --port "$PORT" --persist-to "$STATE" --var APP_ENV:test --var SITE_ORIGIN:http://localhost:$PORT --var OUTBOX_RETRY_BASE_SECONDS:1 --var GA_MEASUREMENT_ID:G-E2ETEST --log-level warn
