#!/usr/bin/env bash
# Behind PgBouncer in transaction mode (issue 35, item 4; decision 0409): Debian's pgbouncer on
# 127.0.0.1:6432, pool_mode = transaction, in front of the CI's PostgreSQL (127.0.0.1:5432),
# then a focused set of API tests whose queries go through it (TEST_DATABASE_POOLER_URL) while
# creating, migrating and dropping the test databases and LISTEN go straight to PostgreSQL, as
# DATABASE_POOL_MODE=transaction with DATABASE_LISTEN_URL does in production. Then it stops.
#
#   scripts/ci/pgbouncer.sh          # start, test, stop (about 40 s)
#   scripts/ci/pgbouncer.sh up       # start and leave running (prints the URL)
#   scripts/ci/pgbouncer.sh down     # stop and remove
#
# Idempotent: a PgBouncer left by an earlier run is stopped first. Runs unattended.
set -euo pipefail
exec </dev/null
cd "$(dirname "$0")/../.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi; }
# PgBouncer refuses to run as root: it runs as postgres, which owns its folder.
as_postgres() { as_root runuser -u postgres -- "$@"; }

BASE="${PGBOUNCER_BASE:-/tmp/acolher-pgbouncer-ci}"
PORT="${PGBOUNCER_PORT:-6432}"
DIRECT_URL="${PGBOUNCER_DIRECT_URL:-postgres://postgres@127.0.0.1:5432/test}"
POOLER_URL="postgres://postgres@127.0.0.1:$PORT/test"

# Booking (and the parallel no-double-booking run and the deterministic race), sign-in, a job
# run under its transaction lock, a NOTIFY heard through LISTEN (pages gone everywhere), and
# the named-statement test (src/server/test/transaction-pooling.test.ts).
TESTS=(
  src/server/test/transaction-pooling.test.ts
  src/server/features/appointments/booking.test.ts
  src/server/features/appointments/booking-race-postgres.test.ts
  src/server/features/agenda/no-double-booking.test.ts
  src/server/features/auth/auth.test.ts
  src/server/jobs/run-job-once.test.ts
  src/server/features/pages/pages-gone-everywhere.test.ts
)

if ! command -v pgbouncer >/dev/null; then
  as_root apt-get update
  as_root apt-get install -y pgbouncer
fi

down() {
  if [ -f "$BASE/pgbouncer.pid" ]; then
    as_root kill "$(cat "$BASE/pgbouncer.pid")" 2>/dev/null || true
    for _ in $(seq 1 50); do [ -f "$BASE/pgbouncer.pid" ] || break; sleep 0.1; done
  fi
  as_root rm -rf "$BASE"
}

up() {
  down
  as_root mkdir -p "$BASE"
  # Any database name goes to the same-named database on PostgreSQL (each test file's own).
  # Trust on 127.0.0.1 only, as the CI's PostgreSQL; server_reset_query is not run in
  # transaction mode (a transaction's end is the reset).
  as_root tee "$BASE/pgbouncer.ini" >/dev/null <<EOF
[databases]
* = host=127.0.0.1 port=5432

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PORT
unix_socket_dir =
auth_type = trust
auth_file = $BASE/userlist.txt
admin_users = postgres
pool_mode = transaction
max_client_conn = 200
default_pool_size = 10
server_idle_timeout = 10
pidfile = $BASE/pgbouncer.pid
logfile = $BASE/pgbouncer.log
EOF
  echo '"postgres" ""' | as_root tee "$BASE/userlist.txt" >/dev/null
  as_root chown -R postgres "$BASE"
  as_postgres pgbouncer -d "$BASE/pgbouncer.ini"
  for _ in $(seq 1 50); do
    psql "$POOLER_URL" -qAtc "SELECT 1" >/dev/null 2>&1 && break
    sleep 0.1
  done
  local mode
  mode=$(psql "postgres://postgres@127.0.0.1:$PORT/pgbouncer" -qAt -c "SHOW CONFIG" |
    awk -F'|' '$1 == "pool_mode" { print $2 }')
  [ "$mode" = transaction ] || { echo "pgbouncer: pool_mode is '$mode', not transaction" >&2; exit 1; }
  echo "PgBouncer $(pgbouncer --version | head -n 1 | cut -d' ' -f2) on $POOLER_URL (pool_mode=$mode)"
}

# How many transactions PgBouncer passed to the test files' databases (acolher_t_*).
transactions() {
  psql "postgres://postgres@127.0.0.1:$PORT/pgbouncer" -qAt -F'|' -c "SHOW STATS" |
    awk -F'|' '$1 ~ /^acolher_t_/ { n += $2 } END { print n + 0 }'
}

case "${1:-all}" in
  up) up ;;
  down) down ;;
  all)
    up
    trap down EXIT
    TEST_DATABASE_URL="$DIRECT_URL" TEST_DATABASE_POOLER_URL="$POOLER_URL" \
      npx vitest run --project api "${TESTS[@]}"
    passed=$(transactions)
    echo "PgBouncer passed $passed transactions of the test databases"
    [ "$passed" -gt 100 ] || { echo "the tests did not go through PgBouncer" >&2; exit 1; }
    ;;
  *) echo "usage: $0 [up|down]" >&2; exit 2 ;;
esac
