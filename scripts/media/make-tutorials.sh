#!/usr/bin/env bash
# Rebuilds the hot-site tutorial videos and their captions:
#
#   scripts/media/tutorials/<slug>.txt  (slide texts + narration, format in tutorials/README.md)
#   public/images/tutorials/<slug>.svg  (poster, reused as the title card)
#     -> public/media/tutorials/<slug>.webm  (VP9 1280x720 @ 10 fps + Opus mono 32 kb/s)
#     -> public/media/tutorials/<slug>.vtt   (English WebVTT captions timed to the narration)
#
# Usage: scripts/media/make-tutorials.sh [slug ...]     (no slug: all tutorials)
#
# Needs (Debian): apt-get install -y ffmpeg espeak-ng librsvg2-bin fonts-dejavu-core
#
# How it works: every narration line is synthesised on its own with espeak-ng, so we know its
# exact length in samples. The narration track is built by appending silences and speech as raw
# PCM, which gives exact cue times for the captions and exact slide lengths, with no rounding
# drift. Slides are drawn as SVG and rasterised with rsvg-convert; ffmpeg shows each slide for its
# narration and encodes the WebM. Output is bit-exact for the same inputs and tool versions.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
SRC_DIR="$ROOT/scripts/media/tutorials"
POSTER_DIR="$ROOT/public/images/tutorials"
OUT_DIR="$ROOT/public/media/tutorials"

# Frame: 1280x720. Slides are static, so 10 fps costs almost nothing and keeps files small.
W=1280
H=720
FPS=10
# espeak-ng synthesises at 22050 Hz; keeping that rate avoids resampling until the Opus encode.
RATE=22050
FRAME=$((RATE / FPS)) # samples per video frame: slide lengths are rounded up to whole frames

# Voices: a moderate speed, a little slower for Spanish so learners can follow.
EN_VOICE=en-us
EN_SPEED=165
ES_VOICE=es-419
ES_SPEED=135

# Pauses, in samples: before the first line of a slide, between lines, after the last line.
LEAD=$((RATE * 3 / 10))
GAP=$((RATE * 4 / 10))
TAIL=$((RATE * 6 / 10))
END_TAIL=$((RATE * 12 / 10)) # the last slide stays up a little longer
# A caption stays on screen a little after its line is spoken (less than GAP, so cues never overlap).
CUE_HOLD=$((RATE * 2 / 10))

# Brand palette (see the site's CSS): teal, dark text, and the posters' cream and amber.
TEAL="#0f766e"
DARK="#1f2937"
CREAM="#fff7ed"
AMBER="#facc15"
CORAL="#f97360"
FONT="DejaVu Sans"

for tool in ffmpeg ffprobe espeak-ng rsvg-convert; do
  command -v "$tool" >/dev/null || {
    echo "missing $tool: apt-get install -y ffmpeg espeak-ng librsvg2-bin fonts-dejavu-core" >&2
    exit 1
  }
done

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# --- small helpers -------------------------------------------------------------------------------

# Escapes text for SVG and WebVTT (both treat & and < specially).
escape() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' <<<"$1"; }

# Samples -> "HH:MM:SS.mmm" (WebVTT timestamp).
timestamp() {
  local ms=$(($1 * 1000 / RATE))
  printf '%02d:%02d:%02d.%03d' $((ms / 3600000)) $((ms / 60000 % 60)) $((ms / 1000 % 60)) $((ms % 1000))
}

# Samples (a whole number of frames) -> seconds with one decimal, for ffmpeg -t.
seconds() {
  local frames=$(($1 / FRAME))
  printf '%d.%d' $((frames / FPS)) $((frames % FPS * 10 / FPS))
}

# Appends $2 samples of silence to the raw 16-bit mono track $1.
silence() { head -c $(($2 * 2)) /dev/zero >>"$1"; }

# Synthesises one narration line ($1 = en|es, $2 = text) into raw PCM $3.
speak() {
  local lang=$1 text=$2 out=$3
  if [[ $lang == es ]]; then
    espeak-ng -v "$ES_VOICE" -s "$ES_SPEED" -w "$WORK/line.wav" --stdin <<<"$text"
  else
    # Respell a few words for the English voice (brand, email, phone); captions keep the text.
    sed -f "$SRC_DIR/pronunciation.sed" <<<"$text" |
      espeak-ng -v "$EN_VOICE" -s "$EN_SPEED" -w "$WORK/line.wav" --stdin
  fi
  ffmpeg -nostdin -v error -y -i "$WORK/line.wav" -f s16le -ac 1 -ar "$RATE" "$out"
}

# --- slides --------------------------------------------------------------------------------------

# Title card: the poster (without its play button, which only makes sense on the page) on the
# posters' cream background, and the title in white on a teal band below it.
title_svg() {
  local poster=$1 title=$2
  local vb pw ph
  vb=$(grep -o 'viewBox="[^"]*"' "$poster" | head -1 | sed 's/viewBox="//; s/"//')
  read -r _ _ pw ph <<<"$vb"
  # Fit the poster above a 225 px band, keeping its aspect ratio, centred. Its background matches
  # the canvas, so shapes that run past its edges are left visible rather than cut off.
  local band=225
  local ih=$((H - band))
  local iw=$((ih * ${pw%.*} / ${ph%.*}))
  local ix=$(((W - iw) / 2))
  # The poster is one line of SVG; drop the outer <svg>, and the play button (the white circle at
  # the centre and the triangle drawn on it, the last two shapes).
  local art
  art=$(sed -e 's/^<svg[^>]*>//' -e 's#</svg>\s*$##' \
    -e 's#<circle cx="320" cy="180" r="42"[^>]*/><path d="M307 162[^"]*"[^>]*/>##' "$poster")

  # Titles up to 34 characters fit on one line; longer ones are split into two balanced lines
  # (wrapping at about half the length, so no single word is left alone on the second line).
  local lines=() line width=34
  ((${#title} > 34)) && width=$((${#title} / 2 + 6))
  while IFS= read -r line; do lines+=("$line"); done < <(fold -s -w "$width" <<<"$title" | sed 's/ *$//')
  local y
  if ((${#lines[@]} == 1)); then y=$((ih + 85)); else y=$((ih + 70)); fi

  cat <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="$W" height="$H" viewBox="0 0 $W $H">
<rect width="$W" height="$H" fill="$CREAM"/>
<svg x="$ix" y="0" width="$iw" height="$ih" viewBox="$vb" overflow="visible">$art</svg>
<rect y="$ih" width="$W" height="$band" fill="$TEAL"/>
SVG
  for line in "${lines[@]}"; do
    echo "<text x=\"$((W / 2))\" y=\"$y\" text-anchor=\"middle\" font-family=\"$FONT\" font-weight=\"bold\" font-size=\"52\" fill=\"#ffffff\">$(escape "$line")</text>"
    y=$((y + 64))
  done
  echo "<text x=\"$((W / 2))\" y=\"$((y + 4))\" text-anchor=\"middle\" font-family=\"$FONT\" font-size=\"40\" fill=\"#ffffff\">Hablarte · video tutorial</text>"
  echo "</svg>"
}

# Content slide: teal heading, bullets and phrases in 44-48 px text, brand footer.
# $1 = heading, $2 = slide number, $3 = slide count, $4 = items ("- text" / "phrase: es | en" lines)
slide_svg() {
  local heading=$1 num=$2 count=$3 items=$4
  cat <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="$W" height="$H" viewBox="0 0 $W $H">
<rect width="$W" height="$H" fill="#ffffff"/>
<rect width="$W" height="14" fill="$TEAL"/>
<text x="80" y="128" font-family="$FONT" font-weight="bold" font-size="60" fill="$TEAL">$(escape "$heading")</text>
<rect x="80" y="154" width="120" height="8" rx="4" fill="$AMBER"/>
SVG
  local y=248 item es en part
  while IFS= read -r item; do
    [[ -z $item ]] && continue
    if [[ $item == "- "* ]]; then
      echo "<circle cx=\"98\" cy=\"$((y - 15))\" r=\"9\" fill=\"$TEAL\"/>"
      # Wrap long bullets; continuation lines line up with the text, not the dot.
      while IFS= read -r part; do
        echo "<text x=\"130\" y=\"$y\" font-family=\"$FONT\" font-size=\"44\" fill=\"$DARK\">$(escape "$part")</text>"
        y=$((y + 56))
      done < <(fold -s -w 44 <<<"${item#- }" | sed 's/ *$//')
      y=$((y + 22))
    else
      item=${item#phrase: }
      es=${item%% | *}
      en=${item#* | }
      echo "<rect x=\"88\" y=\"$((y - 30))\" width=\"20\" height=\"20\" rx=\"5\" fill=\"$CORAL\"/>"
      echo "<text x=\"130\" y=\"$y\" font-family=\"$FONT\" font-weight=\"bold\" font-size=\"48\" fill=\"$TEAL\">$(escape "$es")</text>"
      echo "<text x=\"130\" y=\"$((y + 50))\" font-family=\"$FONT\" font-size=\"40\" fill=\"$DARK\">$(escape "$en")</text>"
      y=$((y + 124))
    fi
  done <<<"$items"
  # Everything must end above the footer band (y = 624).
  if ((y - 56 > 600)); then echo "warning: slide $num \"$heading\" overflows" >&2; fi
  cat <<SVG
<rect y="624" width="$W" height="$((H - 624))" fill="$CREAM"/>
<text x="80" y="686" font-family="$FONT" font-weight="bold" font-size="40" fill="$TEAL">Hablarte</text>
<text x="$((W - 80))" y="686" text-anchor="end" font-family="$FONT" font-size="40" fill="$DARK">$num / $count</text>
</svg>
SVG
}

# --- one tutorial --------------------------------------------------------------------------------

build() {
  local slug=$1
  local src="$SRC_DIR/$slug.txt" poster="$POSTER_DIR/$slug.svg"
  [[ -f $src ]] || { echo "no source $src" >&2; return 1; }
  [[ -f $poster ]] || { echo "no poster $poster" >&2; return 1; }
  local dir="$WORK/$slug"
  mkdir -p "$dir"

  # Parse the source: slide 0 is the title card; HEADINGS / ITEMS / LINES are per slide.
  local -a HEADINGS=() ITEMS=() LINES=()
  local title="" n=0 line
  while IFS= read -r line || [[ -n $line ]]; do
    case $line in
      "" | "#"*) ;;
      "title: "*) title=${line#title: }; HEADINGS[0]=$title; ITEMS[0]=""; LINES[0]="" ;;
      "slide: "*) n=$((n + 1)); HEADINGS[n]=${line#slide: }; ITEMS[n]=""; LINES[n]="" ;;
      "- "* | "phrase: "*) ITEMS[n]+="$line"$'\n' ;;
      "say: "*) LINES[n]+="en	${line#say: }"$'\n' ;;
      "es: "*) LINES[n]+="es	${line#es: }"$'\n' ;;
      *) echo "$src: cannot read: $line" >&2; return 1 ;;
    esac
  done <"$src"
  [[ -n $title ]] || { echo "$src: no title" >&2; return 1; }
  local count=$((n + 1))

  # Narration track and captions, slide by slide.
  local track="$dir/narration.raw" vtt="$dir/captions.vtt"
  : >"$track"
  printf 'WEBVTT\n' >"$vtt"
  local pos=0 cue=0 i lang text start len pause end_pad
  local -a DURATIONS=()
  for ((i = 0; i < count; i++)); do
    start=$pos
    pause=$LEAD
    while IFS=$'\t' read -r lang text; do
      [[ -z $lang ]] && continue
      ((${#text} > 100)) && echo "warning: $slug: long caption line: $text" >&2
      silence "$track" "$pause"
      pos=$((pos + pause))
      speak "$lang" "$text" "$dir/line.raw"
      len=$(($(stat -c %s "$dir/line.raw") / 2))
      cat "$dir/line.raw" >>"$track"
      cue=$((cue + 1))
      text=$(escape "$text")
      # Spanish lines are in italics, the usual caption convention for another language.
      [[ $lang == es ]] && text="<i>$text</i>"
      printf '\n%d\n%s --> %s\n%s\n' "$cue" "$(timestamp "$pos")" "$(timestamp $((pos + len + CUE_HOLD)))" "$text" >>"$vtt"
      pos=$((pos + len))
      pause=$GAP
    done <<<"${LINES[i]}"
    # Hold the slide after its narration, then round up to a whole video frame so that the
    # slide changes land exactly where the audio says they do.
    if ((i == count - 1)); then end_pad=$END_TAIL; else end_pad=$TAIL; fi
    end_pad=$((end_pad + (FRAME - (pos + end_pad - start) % FRAME) % FRAME))
    silence "$track" "$end_pad"
    pos=$((pos + end_pad))
    DURATIONS[i]=$((pos - start))

    if ((i == 0)); then
      title_svg "$poster" "$title" >"$dir/slide0.svg"
    else
      slide_svg "${HEADINGS[i]}" "$((i + 1))" "$count" "${ITEMS[i]}" >"$dir/slide$i.svg"
    fi
    rsvg-convert -w "$W" -h "$H" -b white -o "$dir/slide$i.png" "$dir/slide$i.svg"
  done

  # Each slide is a looped still shown for its narration; concat joins them in order.
  local -a inputs=()
  local chain=""
  for ((i = 0; i < count; i++)); do
    inputs+=(-loop 1 -framerate "$FPS" -t "$(seconds "${DURATIONS[i]}")" -i "$dir/slide$i.png")
    chain+="[$i:v]"
  done
  # loudnorm evens out the level between videos (espeak's two voices differ in loudness).
  ffmpeg -nostdin -v error -y "${inputs[@]}" \
    -f s16le -ar "$RATE" -ac 1 -i "$track" \
    -filter_complex "${chain}concat=n=$count:v=1:a=0,format=yuv420p[v];[$count:a]loudnorm=I=-18:TP=-2:LRA=11,aresample=48000[a]" \
    -map "[v]" -map "[a]" -t "$(seconds "$pos")" \
    -c:v libvpx-vp9 -crf 33 -b:v 0 -deadline good -cpu-used 2 -row-mt 1 -g 300 -r "$FPS" \
    -c:a libopus -b:a 32k -ac 1 -application voip \
    -metadata title="$title" -metadata:s:a:0 language=eng \
    -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    "$dir/out.webm"

  mkdir -p "$OUT_DIR"
  mv "$dir/out.webm" "$OUT_DIR/$slug.webm"
  mv "$vtt" "$OUT_DIR/$slug.vtt"
  printf '%-32s %5s s  %4d KB  %d slides\n' "$slug" "$(seconds "$pos")" \
    $(($(stat -c %s "$OUT_DIR/$slug.webm") / 1024)) "$count"
}

if (($# == 0)); then
  set -- $(cd "$SRC_DIR" && ls -- *.txt | sed 's/\.txt$//')
fi
for slug in "$@"; do build "$slug"; done
