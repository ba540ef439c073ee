#!/usr/bin/env bash
# Stop a cluster started by scripts/pg-up.sh and remove its directory. Needs PG_DIR (env or first argument).
set -uo pipefail

DIR="${1:-${PG_DIR:-}}"
if [[ -z "$DIR" ]]; then
  echo "pg-down: PG_DIR is not set (pass it as the first argument or in the environment)" >&2
  exit 1
fi
if [[ ! -d "$DIR" ]]; then
  echo "pg-down: $DIR does not exist; nothing to stop" >&2
  exit 0
fi
# Refuse to remove anything that does not look like a pg-up directory.
if [[ "$(basename "$DIR")" != karigar-pg.* ]]; then
  echo "pg-down: $DIR is not a pg-up directory (karigar-pg.*); refusing" >&2
  exit 1
fi

PG_CTL=""
for dir in "${PG_BIN_DIR:-}" /usr/local/bin /usr/lib/postgresql/15/bin /usr/local/pgsql/bin; do
  if [[ -n "$dir" && -x "$dir/pg_ctl" ]]; then PG_CTL="$dir/pg_ctl"; break; fi
done
[[ -z "$PG_CTL" ]] && PG_CTL="$(command -v pg_ctl || true)"

if [[ -n "$PG_CTL" && -f "$DIR/data/postmaster.pid" ]]; then
  if [[ "$(id -u)" == "0" ]]; then
    runuser -u postgres -- "$PG_CTL" -D "$DIR/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      runuser -u postgres -- "$PG_CTL" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  else
    "$PG_CTL" -D "$DIR/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      "$PG_CTL" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
fi
rm -rf "$DIR"
echo "pg-down: stopped and removed $DIR" >&2
