#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's own download can't be fetched here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [[ -x "$CHROMIUM" ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian chromium for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing. Install it (Debian/Ubuntu: 'sudo apt-get install -y chromium') or set CHROMIUM_PATH, then run 'npm test' again." >&2
exit 1
