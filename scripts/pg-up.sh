#!/usr/bin/env bash
# Start a throwaway PostgreSQL 15 cluster on a free 127.0.0.1 port under a temp dir.
# Prints two lines on stdout, for: eval "$(bash scripts/pg-up.sh | sed 's/^/export /')"
#   DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/karigar
#   PG_DIR=$DIR
# Stop it with: PG_DIR=... bash scripts/pg-down.sh
# initdb/postgres refuse to run as root: when root, they run as the `postgres` OS user (created if missing).
set -euo pipefail
export PATH="$PATH:/usr/sbin:/sbin"

log() { echo "pg-up: $*" >&2; }

# Find the PostgreSQL binaries: PATH, /usr/local/bin (source build) or Debian's versioned dir.
PG_BIN=""
for dir in "${PG_BIN_DIR:-}" /usr/local/bin /usr/lib/postgresql/15/bin /usr/local/pgsql/bin; do
  if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" && -x "$dir/postgres" ]]; then
    PG_BIN="$dir"
    break
  fi
done
if [[ -z "$PG_BIN" ]] && command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
  PG_BIN="$(dirname "$(command -v initdb)")"
fi
if [[ -z "$PG_BIN" ]]; then
  echo "pg-up: PostgreSQL binaries (initdb, pg_ctl, postgres) not found in PATH, /usr/local/bin or /usr/lib/postgresql/15/bin; install postgresql-15" >&2
  exit 1
fi

# Run a PostgreSQL command as a non-root user when we are root.
if [[ "$(id -u)" == "0" ]]; then
  if ! id -u postgres >/dev/null 2>&1; then
    log "creating OS user postgres"
    useradd -r -m postgres
  fi
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

DIR="$(mktemp -d "${TMPDIR:-/tmp}/karigar-pg.XXXXXX")"
chmod 755 "$DIR"
if [[ "$(id -u)" == "0" ]]; then chown postgres: "$DIR"; fi

cleanup_on_error() {
  local rc=$?
  if [[ $rc -ne 0 ]]; then
    log "failed (exit $rc); server log follows"
    [[ -f "$DIR/server.log" ]] && tail -n 30 "$DIR/server.log" >&2
    as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
  fi
}
trap cleanup_on_error EXIT

as_pg "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-instructions >"$DIR/initdb.log" 2>&1 ||
  { cat "$DIR/initdb.log" >&2; exit 1; }

# The port is free when picked but could be taken before postgres binds it: retry a few times.
started=""
for _ in 1 2 3 4 5; do
  PORT="$(free_port)"
  if as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c max_connections=200" \
    start >/dev/null; then
    started=1
    break
  fi
  log "start on port $PORT failed, retrying"
done
[[ -n "$started" ]] || { log "could not start PostgreSQL"; exit 1; }

# Create the app database over TCP (psql if present, else the server's own single-user path is overkill: use createdb).
if command -v psql >/dev/null 2>&1; then
  psql -X -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -c 'create database karigar' >&2
elif [[ -x "$PG_BIN/createdb" ]]; then
  "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres karigar
else
  node -e '
    const pg = require("pg");
    const c = new pg.Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query("create database karigar")).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });
  ' "postgres://postgres@127.0.0.1:$PORT/postgres"
fi

trap - EXIT
log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT, dir $DIR"
echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/karigar"
echo "PG_DIR=$DIR"
