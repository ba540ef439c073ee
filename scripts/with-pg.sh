#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL 15: pg-up, run with DATABASE_URL exported, always pg-down.
# Exits with the command's exit code (1 if PostgreSQL could not be started).
#   bash scripts/with-pg.sh vitest run --project server
#   bash scripts/with-pg.sh psql "\$DATABASE_URL" -c 'select version()'   (quote $ so it expands inside)
set -uo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: bash scripts/with-pg.sh <command...>" >&2
  exit 2
fi

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# npm scripts run with node_modules/.bin on PATH; make that true when called directly too.
export PATH="$HERE/../node_modules/.bin:$PATH"

if ! OUT="$(bash "$HERE/pg-up.sh")"; then
  exit 1
fi
DATABASE_URL="$(sed -n 's/^DATABASE_URL=//p' <<<"$OUT")"
PG_DIR="$(sed -n 's/^PG_DIR=//p' <<<"$OUT")"
export DATABASE_URL PG_DIR

child=""
cleanup() {
  [[ -n "$child" ]] && kill -TERM "$child" 2>/dev/null
  bash "$HERE/pg-down.sh" "$PG_DIR" || true
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Expand a literal $DATABASE_URL argument (so callers needn't fight shell quoting).
args=()
for a in "$@"; do args+=("${a//\$DATABASE_URL/$DATABASE_URL}"); done

"${args[@]}" <&0 &
child=$!
wait "$child"
rc=$?
child=""
exit "$rc"
