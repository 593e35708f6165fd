#!/usr/bin/env bash
# One load-test run: starts a release server on 127.0.0.1 with the chosen store, runs loadgen
# against it, stops the server. Usage:
#   scripts/loadtest.sh sqlite|postgres LOBBIES THINK_MS DURATION_SECS [PORT]
# Environment: BIN_DIR (binaries, default target/release), LOADGEN (the loadgen binary, default
# $BIN_DIR/loadgen), LOADGEN_ARGS (extra loadgen options, e.g. --whole-views; patches are the default), WARMUP (loadgen
# --warmup-secs, 0), PG_URL_PARAMS (extra PostgreSQL URL parameters).
# PostgreSQL: database dlo_perf on 127.0.0.1:5432 (user postgres, trust auth); it is emptied first.
set -euo pipefail
store=$1 lobbies=$2 think=$3 secs=$4 port=${5:-18080}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${BIN_DIR:-$root/target/release}
data=$(mktemp -d /tmp/dlo-load.XXXXXX)
# Every loadgen client comes from 127.0.0.1, so the per-client limits (docs/security.md) are
# lifted for the benchmark.
args=(--bind "127.0.0.1:$port" --data-dir "$data" --max-connections 60000
  --max-connections-per-ip 60000 --lobby-creates-per-min 1000000 --joins-per-min 1000000
  --chat-per-min 1000000 --max-open-lobbies-per-ip 1000000 --max-spectators 100000)
if [ "$store" = postgres ]; then
  psql -h 127.0.0.1 -U postgres -qc "drop database if exists dlo_perf" -c "create database dlo_perf" >/dev/null
  # PG_URL_PARAMS, e.g. 'options=-c%20synchronous_commit%3Doff', gives a non-durable comparison.
  args+=(--database-url "postgres://postgres@127.0.0.1:5432/dlo_perf${PG_URL_PARAMS:+?$PG_URL_PARAMS}")
fi
RUST_LOG=warn "$bin/server" "${args[@]}" >"$data/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "127.0.0.1:$port/readyz" >/dev/null && break; sleep 0.2; done
echo "== store=$store${PG_URL_PARAMS:+ ($PG_URL_PARAMS)} lobbies=$lobbies think_ms=$think duration=$secs warmup=${WARMUP:-0} server_pid=$pid $(date -u +%FT%TZ) load=$(cut -d' ' -f1-3 /proc/loadavg)"
# shellcheck disable=SC2086 # LOADGEN_ARGS is a list of options
"${LOADGEN:-$bin/loadgen}" --addr "127.0.0.1:$port" --lobbies "$lobbies" --think-ms "$think" \
  --duration-secs "$secs" --warmup-secs "${WARMUP:-0}" --server-pid "$pid" ${LOADGEN_ARGS:-} 2>"$data/loadgen.err"
grep -c "loadgen: " "$data/loadgen.err" | sed 's/^/loadgen stderr lines: /'
grep -v "^loadgen: t=\|lobbies ready" "$data/loadgen.err" | head -5 || true
grep -ci "warn\|error" "$data/server.log" | sed 's/^/server warn+error lines: /' || true
