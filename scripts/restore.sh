#!/usr/bin/env bash
# Restore a dump made by scripts/backup.sh into DATABASE_URL (stop the shop first).
#   DATABASE_URL=postgres://... bash scripts/restore.sh backups/karigar-<time>.dump
# Objects the dump holds are dropped and recreated (--clean --if-exists), in one transaction: a failed
# restore leaves the database as it was. A media archive beside the dump is unpacked into DATA_DIR.
set -euo pipefail

: "${DATABASE_URL:?set DATABASE_URL to the database to restore into}"
DUMP="${1:?usage: bash scripts/restore.sh <file.dump>}"
[[ -f "$DUMP" ]] || { echo "restore: no such file: $DUMP" >&2; exit 1; }

pg_restore --clean --if-exists --no-owner --no-acl --single-transaction --exit-on-error \
  --dbname="$DATABASE_URL" "$DUMP"

MEDIA_ARCHIVE="${DUMP%.dump}-media.tar.gz"
if [[ -f "$MEDIA_ARCHIVE" ]]; then
  mkdir -p "${DATA_DIR:-./data}"
  tar -xzf "$MEDIA_ARCHIVE" -C "${DATA_DIR:-./data}"
  echo "restore: media <- $MEDIA_ARCHIVE" >&2
fi
echo "restore: database <- $DUMP" >&2
