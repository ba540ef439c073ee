#!/usr/bin/env bash
# Regenerates src/web/fonts/{inter,fraunces}-{weight}-{core,rest}.woff2 (decision 044): Fontsource's Latin
# subsets of Inter (400, 600) and Fraunces (600, 700), each cut in two, every OpenType layout feature kept:
# - core: printable ASCII, the accented letters of Latin-1 (the é of 'Macramé', 'Décor', 'Appliqué': craft words the
#   catalog uses) and the punctuation and symbols the shop's texts use (· © – — ‘ ’ “ ” • … ×), the faces a page's
#   first paint waits for (the server preloads them);
# - rest: the remaining Latin range (rarer letters and punctuation), fetched by the browser only for a page whose
#   text uses one of them (the @font-face unicode-range in src/web/index.css).
# The ranges here and in index.css must match (scripts/latin-fonts.test.ts checks the CSS side).
# Needs fontTools with brotli: `apt-get install python3-fonttools python3-brotli`. Not run by the build or CI: the
# output is committed, and only changes when @fontsource/inter or @fontsource/fraunces does.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
CORE="U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+00C0-00F6,U+00F8-00FF,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2122"
REST="U+0000-001F,U+007F-009F,U+00A1-00A8,U+00AA-00AD,U+00AF,U+00B1-00B6,U+00B8-00BF,U+00F7,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+20AC,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
for face in inter-400 inter-600 fraunces-600 fraunces-700; do
  family=${face%-*}
  weight=${face#*-}
  for part in core rest; do
    range=$CORE
    [[ $part == rest ]] && range=$REST
    /usr/bin/python3 -m fontTools.subset \
      "node_modules/@fontsource/$family/files/$family-latin-$weight-normal.woff2" \
      --unicodes="$range" --layout-features='*' --flavor=woff2 \
      --output-file="src/web/fonts/$face-$part.woff2"
  done
done
ls -l src/web/fonts/*.woff2
