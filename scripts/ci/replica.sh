#!/usr/bin/env bash
# Read replicas (issue 35, item 2; decision 0410): a PostgreSQL 15 primary and its streaming
# replica, made with pg_basebackup, each a cluster of its own on its own port, then the replica
# tests against them, then both stopped and removed. A pair of its own, not a copy of the CI's
# cluster on 5432: pg_basebackup copies every database of a cluster (gigabytes once the bench
# has run), and the pair needs no change to that cluster's pg_hba.conf.
#
#   scripts/ci/replica.sh          # set up, test, tear down (about 30 s)
#   scripts/ci/replica.sh up       # set up and leave running (prints the two URLs)
#   scripts/ci/replica.sh down     # stop and remove
#
# Idempotent: a pair left by an earlier run is stopped and removed first. Runs unattended.
set -euo pipefail
exec </dev/null
cd "$(dirname "$0")/../.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi; }
as_postgres() { as_root runuser -u postgres -- "$@"; }

# shellcheck disable=SC2012 # one folder per installed major version
PG_VERSION="${PG_VERSION:-$(ls /usr/lib/postgresql | sort -V | tail -n 1)}"
BIN="/usr/lib/postgresql/$PG_VERSION/bin"
BASE="${REPLICA_BASE:-/tmp/acolher-replica-ci}"
PRIMARY_PORT="${REPLICA_PRIMARY_PORT:-5434}"
REPLICA_PORT="${REPLICA_PORT:-5435}"
PRIMARY_URL="postgres://postgres@127.0.0.1:$PRIMARY_PORT/test"
REPLICA_URL="postgres://postgres@127.0.0.1:$REPLICA_PORT/test"

down() {
  for dir in "$BASE/replica" "$BASE/primary"; do
    if [ -f "$dir/postmaster.pid" ]; then
      as_postgres "$BIN/pg_ctl" -D "$dir" -m immediate -w stop >/dev/null 2>&1 || true
    fi
  done
  as_root rm -rf "$BASE"
}

up() {
  down
  as_root mkdir -p "$BASE"
  as_root chown postgres "$BASE"
  # The primary: trust on 127.0.0.1 for connections and replication (initdb's defaults with
  # --auth=trust), wal_level replica (the default), small shared memory.
  as_postgres "$BIN/initdb" -D "$BASE/primary" -U postgres --auth=trust -E UTF8 --no-sync \
    --locale=C.UTF-8 >/dev/null
  as_postgres "$BIN/pg_ctl" -D "$BASE/primary" -l "$BASE/primary.log" -w \
    -o "-p $PRIMARY_PORT -k $BASE -c listen_addresses=127.0.0.1 -c shared_buffers=32MB -c fsync=off" \
    start >/dev/null
  as_postgres "$BIN/psql" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -qAtc \
    "CREATE DATABASE test"
  # The replica: a base backup streaming its WAL (-X stream), with standby.signal and
  # primary_conninfo written (-R), then started as a hot standby on its own port.
  as_postgres "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres \
    -D "$BASE/replica" -R -X stream -c fast --no-sync
  as_postgres "$BIN/pg_ctl" -D "$BASE/replica" -l "$BASE/replica.log" -w \
    -o "-p $REPLICA_PORT -k $BASE -c listen_addresses=127.0.0.1 -c shared_buffers=32MB -c hot_standby_feedback=on" \
    start >/dev/null
  # In recovery, streaming, and caught up with the primary.
  for _ in $(seq 1 60); do
    caught_up=$(as_postgres "$BIN/psql" -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d test -qAtc \
      "SELECT pg_is_in_recovery() AND pg_last_wal_replay_lsn() >= '$(as_postgres "$BIN/psql" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -qAtc 'SELECT pg_current_wal_flush_lsn()')'::pg_lsn" 2>/dev/null || true)
    [ "$caught_up" = "t" ] && break
    sleep 0.5
  done
  if [ "$caught_up" != "t" ]; then
    echo "replica did not catch up; its log:" >&2
    tail -n 30 "$BASE/replica.log" >&2
    exit 1
  fi
  echo "primary $PRIMARY_URL, streaming replica $REPLICA_URL"
}

case "${1:-test}" in
  up) up ;;
  down) down ;;
  test)
    up
    trap down EXIT
    TEST_DATABASE_URL="$PRIMARY_URL" TEST_REPLICA_URL="$REPLICA_URL" \
      npx vitest run --project api src/server/db/replicas.test.ts
    ;;
  *)
    echo "usage: $0 [test|up|down]" >&2
    exit 2
    ;;
esac
