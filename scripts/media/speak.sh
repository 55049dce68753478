#!/usr/bin/env bash
# The project's speech pipeline: one text to one MP3 (mono, 32 kb/s, 22.05 kHz) with espeak-ng and LAME.
# Used by make-level-test-audio.sh and make-curriculum.ts. Output is bit-exact for the same inputs and
# tool versions (espeak-ng 1.51, LAME 3.100 here).
#
# Usage: scripts/media/speak.sh <voice> <words per minute> <out.mp3> <text>
# Needs (Debian): apt-get install -y espeak-ng lame
set -euo pipefail

BITRATE=32 # kb/s: clear enough for speech; a minute of speech is ~240 KB
[ $# -eq 4 ] || {
  echo "usage: $0 <voice> <speed> <out.mp3> <text>" >&2
  exit 2
}
for tool in espeak-ng lame; do
  command -v "$tool" >/dev/null || {
    echo "missing $tool: apt-get install -y espeak-ng lame" >&2
    exit 1
  }
done
voice=$1 speed=$2 out=$3 text=$4
wav=$(mktemp --suffix .wav)
trap 'rm -f "$wav"' EXIT
espeak-ng -v "$voice" -s "$speed" -w "$wav" "$text"
lame --quiet -m m -b "$BITRATE" "$wav" "$out"
