#!/bin/sh
# Restores a dump of sankalp-backup.sh into an EMPTY database (create it first), in one
# transaction: either the whole copy is there or nothing is. It refuses a database that already has
# tables, so it cannot be pointed at the live database by mistake.
#
#   createdb -h db.internal -U postgres sankalp_restore
#   deploy/backup/sankalp-restore.sh /var/backups/sankalp/sankalp-20261126T023000Z.dump postgres://postgres@db.internal/sankalp_restore
#
# Objects are owned by the user restoring (--no-owner), so the restored copy works under whatever
# role DATABASE_URL of the API then names. The drill (deploy/README.md) then points an API process
# at the copy and checks /readyz.
set -eu

if [ $# -ne 2 ]; then
  echo "usage: $0 <dump file> <database URL of an empty database>" >&2
  exit 2
fi
dump=$1
target=$2
PG_BIN=${PG_BIN:-}

pg_tool() {
  tool=$1
  shift
  "${PG_BIN:+$PG_BIN/}$tool" "$@"
}

tables=$(pg_tool psql --no-psqlrc --quiet --tuples-only --no-align --dbname="$target" \
  --command="select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "refusing to restore: the target database already has $tables tables (restore into a new, empty database)" >&2
  exit 1
fi

pg_tool pg_restore --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$target" "$dump"
echo "restored $dump"
