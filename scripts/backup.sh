#!/usr/bin/env bash
# Back up the shop's PostgreSQL database (and, with local-disk storage, its uploaded media).
#   DATABASE_URL=postgres://... bash scripts/backup.sh [backup-dir]
# Writes <dir>/karigar-<UTC time>.dump (pg_dump custom format: compressed, restorable table by table)
# and, when DATA_DIR/media exists, <dir>/karigar-<UTC time>-media.tar.gz. Prints the dump's path last.
set -euo pipefail
# Buyers' names, addresses and orders: the files are readable by this user only.
umask 077

: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
DIR="${1:-./backups}"
STAMP="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$DIR"

DUMP="$DIR/karigar-$STAMP.dump"
# --no-owner/--no-acl: restorable into a database owned by another role (a new host, a test copy).
pg_dump --format=custom --no-owner --no-acl --file="$DUMP.partial" "$DATABASE_URL"
mv "$DUMP.partial" "$DUMP"

MEDIA="${DATA_DIR:-./data}/media"
if [[ -d "$MEDIA" ]]; then
  tar -czf "$DIR/karigar-$STAMP-media.tar.gz" -C "$(dirname "$MEDIA")" media
  echo "backup: media -> $DIR/karigar-$STAMP-media.tar.gz" >&2
fi
echo "backup: database -> $DUMP" >&2
echo "$DUMP"
