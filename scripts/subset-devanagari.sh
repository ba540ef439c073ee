#!/usr/bin/env bash
# Regenerates src/web/fonts/noto-sans-devanagari-hindi-{400,600}.woff2 (decision 040): Fontsource's Devanagari
# subset of Noto Sans Devanagari cut down to the Devanagari block Hindi is written in (plus ZWNJ/ZWJ and the
# dotted circle), with every OpenType layout feature kept, so all conjuncts and matras still shape. Dropped: the
# Vedic signs, Devanagari Extended and the North Indic number forms (~20% of the bytes); on a Hindi page a text
# that uses them is drawn by the system's font (the @font-face unicode-range in src/web/index.css says so).
# Needs fontTools with brotli: `apt-get install python3-fonttools python3-brotli`. Not run by the build or CI: the
# output is committed, and only changes when @fontsource/noto-sans-devanagari does.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
HINDI_RANGE="U+0900-097F,U+200C-200D,U+25CC"
for weight in 400 600; do
  /usr/bin/python3 -m fontTools.subset \
    "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-$weight-normal.woff2" \
    --unicodes="$HINDI_RANGE" --layout-features='*' --flavor=woff2 \
    --output-file="src/web/fonts/noto-sans-devanagari-hindi-$weight.woff2"
done
# The language switch's 'हिन्दी' on English pages (issue 38): only its letters, at the switch's weight.
/usr/bin/python3 -m fontTools.subset \
  "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2" \
  --text="हिन्दी" --layout-features='*' --flavor=woff2 \
  --output-file="src/web/fonts/noto-sans-devanagari-autonym-600.woff2"
ls -l src/web/fonts/*.woff2
