#!/usr/bin/env bash
# Several app machines behind a reverse proxy (issue 35, item 3; decision 0411): installs
# Debian's nginx when it is missing, then runs scripts/machines.test.ts (two real server
# processes on one scratch PostgreSQL database, a real SMTP server, nginx running
# deploy/nginx/acolher.conf in front). Idempotent; about 40-60 s on 2 cores.
# Needs PostgreSQL at PG_URL (default: .ci/run's) and the npm dependencies installed.
set -euo pipefail
exec </dev/null

cd "$(dirname "$0")/../.."
export CI="${CI:-true}"
export DEBIAN_FRONTEND=noninteractive
PG_URL="${PG_URL:-postgres://postgres@127.0.0.1:5432/test}"
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi; }

if [ ! -x /usr/sbin/nginx ] && ! command -v nginx >/dev/null; then
  as_root apt-get update
  # The test runs its own nginx, a foreground process with a configuration of its own folder.
  as_root apt-get install -y --no-install-recommends nginx
  # Debian starts the packaged service on port 80; the test needs none of it.
  as_root service nginx stop >/dev/null 2>&1 || true
fi
nginx -v 2>&1 || /usr/sbin/nginx -v

# With CI=true and TEST_DATABASE_URL set, a missing nginx fails the test instead of skipping it.
TEST_DATABASE_URL="$PG_URL" npx vitest run --project api scripts/machines.test.ts
