#!/bin/sh
# One backup of the Sankalp database: pg_dump's custom format (compressed, restored table by table
# with pg_restore), written under a temporary name, checked readable, then renamed, so a file named
# sankalp-*.dump is always a whole one. Then dumps older than BACKUP_KEEP_DAYS are deleted — only
# after this one succeeded, so a failing backup never leaves the folder empty.
#
# Run by sankalp-backup.timer (nightly), or by hand:
#   DATABASE_URL=postgres://… BACKUP_DIR=/var/backups/sankalp deploy/backup/sankalp-backup.sh
# pg_dump must be of the server's major version or newer (PostgreSQL 15: Debian 12's postgresql-client-15).
set -eu

: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
BACKUP_DIR=${BACKUP_DIR:-/var/backups/sankalp}
BACKUP_KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
# A folder holding pg_dump/pg_restore of the right version, when the ones on PATH are not.
PG_BIN=${PG_BIN:-}

pg_tool() {
  tool=$1
  shift
  "${PG_BIN:+$PG_BIN/}$tool" "$@"
}

case $BACKUP_KEEP_DAYS in
  '' | *[!0-9]*)
    echo "BACKUP_KEEP_DAYS must be a whole number of days, not '$BACKUP_KEEP_DAYS'" >&2
    exit 2
    ;;
esac

umask 077
mkdir -p "$BACKUP_DIR"
file="$BACKUP_DIR/sankalp-$(date -u +%Y%m%dT%H%M%SZ).dump"
partial="$file.partial"
trap 'rm -f "$partial"' EXIT

pg_tool pg_dump --format=custom --compress=6 --file="$partial" --dbname="$DATABASE_URL"
# A dump whose table of contents cannot be read would fail only on the day it is needed.
pg_tool pg_restore --list "$partial" >/dev/null
mv "$partial" "$file"

find "$BACKUP_DIR" -maxdepth 1 -type f -name 'sankalp-*.dump' -mtime +"$BACKUP_KEEP_DAYS" -print -delete | sed 's/^/deleted (older than '"$BACKUP_KEEP_DAYS"' days): /'
echo "backup written: $file ($(wc -c <"$file") bytes)"
