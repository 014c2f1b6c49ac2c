#!/usr/bin/env bash
# The README's production recipe, end to end, from a copy of the repository without
# node_modules: npm ci, build, prune the dev dependencies, start with NODE_ENV=production on a
# scratch PostgreSQL database, check /healthz, /readyz, the web app and an API call, then
# SIGTERM and expect exit 0 (decisions 0182, 0184). Run by .ci/run.
# PG_ADMIN_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PG_ADMIN_URL="${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
WORK="$(mktemp -d /tmp/acolher-production-XXXXXX)"
DB="acolher_prod_$(date +%s)_$$"
SERVER_PID=""

cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then kill -9 "$SERVER_PID" || true; fi
  psql "$PG_ADMIN_URL" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "production check: $*" >&2; [ -f "$WORK/server.log" ] && tail -n 30 "$WORK/server.log" >&2; exit 1; }

echo "== copy (without node_modules, dist, data) to $WORK/app"
mkdir -p "$WORK/app"
tar -C "$ROOT" --exclude=./node_modules --exclude=./dist --exclude=./data --exclude=./.git \
  --exclude=./test-results -cf - . | tar -C "$WORK/app" -xf -
cd "$WORK/app"

echo "== npm ci, build, prune dev dependencies"
npm ci --no-audit --no-fund
npm run build
npm prune --omit=dev --no-audit --no-fund
[ ! -d node_modules/vite ] || fail "vite is still installed after npm prune --omit=dev"

echo "== start (NODE_ENV=production, scratch database $DB)"
psql "$PG_ADMIN_URL" -qc "CREATE DATABASE $DB"
DATABASE_URL="${PG_ADMIN_URL%/*}/$DB"
NODE_ENV=production DATABASE_URL="$DATABASE_URL" PORT=0 \
  SESSION_SECRET="$(head -c 32 /dev/urandom | base64 | tr -d '\n')" \
  OPERATOR_NAME="Operadora de Teste Ltda." OPERATOR_CNPJ=11.222.333/0001-81 \
  OPERATOR_ADDRESS="Rua dos Testes, 10, São Paulo - SP" OPERATOR_EMAIL=contato@acolher.test \
  DPO_NAME="Encarregada de Teste" DPO_EMAIL=dpo@acolher.test \
  node --import tsx scripts/start.ts >"$WORK/server.log" 2>&1 &
SERVER_PID=$!

PORT=""
for _ in $(seq 1 120); do
  PORT="$(grep -o '"port":[0-9]*' "$WORK/server.log" | head -n 1 | cut -d: -f2 || true)"
  [ -n "$PORT" ] && break
  kill -0 "$SERVER_PID" 2>/dev/null || fail "the server exited before listening"
  sleep 0.5
done
[ -n "$PORT" ] || fail "the server did not start in 60 s"
BASE="http://127.0.0.1:$PORT"
echo "== listening on $BASE"

status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
[ "$(status "$BASE/healthz")" = 200 ] || fail "/healthz is not 200"
[ "$(status "$BASE/readyz")" = 200 ] || fail "/readyz is not 200"
curl -sf "$BASE/" | grep -q '<div id="root">' || fail "GET / does not serve the web app"
curl -sf "$BASE/api/geocoding/cities" | grep -q 'São Paulo' || fail "GET /api/geocoding/cities failed"
[ "$(curl -sf "$BASE/api/auth/demo-accounts")" = "[]" ] || fail "demo accounts listed in production"

echo "== SIGTERM"
# To the server process, as a container runtime does to its command (npm start would not pass
# it on: npm exits 143 and leaves the server running).
kill -TERM "$SERVER_PID"
set +e
wait "$SERVER_PID"
CODE=$?
set -e
SERVER_PID=""
[ "$CODE" = 0 ] || fail "exit code $CODE after SIGTERM (expected 0)"
grep -q "SIGTERM: encerrando" "$WORK/server.log" || fail "the server did not log its graceful shutdown"
echo "production check: OK"
