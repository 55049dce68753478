#!/usr/bin/env bash
# Rebuilds the listening clips of the placement level test from their transcripts:
#
#   scripts/media/level-test-audio.txt   (one clip a line: <file>|<voice>|<speed>|<text>)
#     -> public/audio/level-test/<file>.mp3   (speak.sh: mono MP3, 32 kb/s, 22.05 kHz)
#
# Usage: scripts/media/make-level-test-audio.sh [file ...]     (no file: every clip)
#
# Needs (Debian): apt-get install -y espeak-ng lame
#
# The text of each line is also the `transcript` of its question in app/content/level-test-*.ts,
# and the byte size printed for each clip is the `size` of its asset in app/content/assets-audio.ts:
# tests/unit/level-test-bank.test.ts checks both, so update them together.
# Lines that are empty or start with # are skipped.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
LIST="$ROOT/scripts/media/level-test-audio.txt"
OUT_DIR="$ROOT/public/audio/level-test"

mkdir -p "$OUT_DIR"

wanted() {
  [ $# -le 1 ] && return 0
  local file=$1
  shift
  for name in "$@"; do [ "$name" = "$file" ] && return 0; done
  return 1
}

found=0
while IFS='|' read -r file voice speed text || [ -n "$file" ]; do
  case "$file" in '' | '#'*) continue ;; esac
  wanted "$file" "$@" || continue
  if [ -z "$voice" ] || [ -z "$speed" ] || [ -z "$text" ]; then
    echo "bad line for $file: expected <file>|<voice>|<speed>|<text>" >&2
    exit 1
  fi
  "$ROOT/scripts/media/speak.sh" "$voice" "$speed" "$OUT_DIR/$file.mp3" "$text"
  printf '%s.mp3\t%s bytes\n' "$file" "$(stat -c %s "$OUT_DIR/$file.mp3")"
  found=$((found + 1))
done <"$LIST"

[ "$found" -gt 0 ] || {
  echo "no clip matched: $*" >&2
  exit 1
}
