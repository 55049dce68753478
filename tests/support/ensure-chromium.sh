#!/usr/bin/env bash
# Makes sure a Debian Chromium is installed (Playwright's own download can't be fetched here):
#   ensure-chromium.sh                  the headless shell the browser tests run in (npm test)
#   ensure-chromium.sh chromium         the full browser Lighthouse runs in (npm run bench)
# The path can be overridden (CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH); a path that exists is enough.
set -euo pipefail
PACKAGE="${1:-chromium-headless-shell}"
case "$PACKAGE" in
  chromium-headless-shell) BROWSER="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ;;
  chromium) BROWSER="${CHROMIUM_PATH:-/usr/bin/chromium}" ;;
  *) echo "ensure-chromium.sh: no such package here: $PACKAGE (chromium-headless-shell or chromium)" >&2; exit 2 ;;
esac
if [[ -x "$BROWSER" ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $PACKAGE…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$PACKAGE" >/dev/null
  exit 0
fi
echo "$BROWSER is missing. Install it (Debian/Ubuntu: 'sudo apt-get install -y $PACKAGE') or set the path, then run the command again." >&2
exit 1
