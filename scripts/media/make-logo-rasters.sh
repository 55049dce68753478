#!/usr/bin/env bash
# Rebuilds the WebP logos of the "Trusted by" strip from their SVG sources (public/images/logos/*.svg).
# Why raster: every SVG <img> is a document of its own that the browser lays out and paints on the main
# thread (these hold text, so fonts are shaped too); twelve of them near the top of the home page cost
# ~70 ms of blocking time on a throttled phone. A WebP is decoded off the main thread (docs/decisions/0010).
# Needs Debian's librsvg2-bin and webp: apt-get install -y librsvg2-bin webp
set -euo pipefail
cd "$(dirname "$0")/../../public/images/logos"
for svg in *.svg; do
  name="${svg%.svg}"
  # Twice the 200x60 display size, for high-density screens.
  rsvg-convert --width 400 --height 120 --keep-aspect-ratio "$svg" --output "/tmp/$name.png"
  cwebp -quiet -q 88 -alpha_q 100 "/tmp/$name.png" -o "$name.webp"
  rm "/tmp/$name.png"
  echo "$name.webp $(stat -c %s "$name.webp") bytes"
done
