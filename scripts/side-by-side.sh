#!/usr/bin/env bash
# Our server and boardgame.io 0.50 side by side, in one run, under the same load shape (issue 34,
# item 3): N four-seat games at zero think time, each seat sending as soon as its view lets it,
# latency from a send until all four seats have the resulting update; throughput, p50/p99 and
# the server's CPU per accepted command. Prints one table with the ratios.
# Usage:
#   scripts/side-by-side.sh [LOBBIES "10 100"] [SECS 20]
# Arms (ARMS, in this order within each lobby count; default "ours bgio-memory bgio-postgres"):
#   ours          our release server on PostgreSQL (every command durable), loadgen with patches
#                 (scripts/loadtest.sh postgres N 0 SECS, database dlo_perf)
#   ours-whole    the same with loadgen --whole-views
#   bgio-memory   scripts/bgio/server.js keeping its matches in memory, scripts/bgio/driver.js
#   bgio-postgres the same on PostgreSQL with bgio-postgres (database dlo_bgio, emptied first)
#   bgio-delta    bgio in memory with the game's deltaState (rfc6902 patches) on
# Environment: WARMUP (seconds left out of each window, default 5), BIN_DIR (our release
# binaries, default target/release), PORT (ours; bgio uses PORT+1 and PORT+2, default 18140).
# Needs: `cargo build --release -p server --bin server --bin loadgen`, `npm ci --prefix
# scripts/bgio`, PostgreSQL on 127.0.0.1:5432 (user postgres, trust auth).
set -euo pipefail
lobby_counts=${1:-"10 100"} secs=${2:-20}
root=$(cd "$(dirname "$0")/.." && pwd)
arms=${ARMS:-"ours bgio-memory bgio-postgres"}
warmup=${WARMUP:-5} port=${PORT:-18140}
out=$(mktemp -d /tmp/dlo-sbs.XXXXXX)
[ -d "$root/scripts/bgio/node_modules" ] || npm ci --prefix "$root/scripts/bgio" --no-audit --no-fund >/dev/null

bgio_pid=
trap '[ -z "$bgio_pid" ] || kill $bgio_pid 2>/dev/null || true' EXIT

# run_bgio ARM LOBBIES: one boardgame.io arm; its report goes to stdout.
run_bgio() {
  local arm=$1 n=$2 bport=$((port + 1)) env=()
  case $arm in
    bgio-postgres)
      psql -h 127.0.0.1 -U postgres -qc "drop database if exists dlo_bgio" -c "create database dlo_bgio" >/dev/null
      env=(BGIO_PG_URL=postgres://postgres@127.0.0.1:5432/dlo_bgio) ;;
    bgio-delta) env=(BGIO_DELTA=1) ;;
  esac
  env "${env[@]}" node "$root/scripts/bgio/server.js" "$bport" >"$out/bgio-server.log" 2>&1 &
  bgio_pid=$!
  for _ in $(seq 50); do curl -s -o /dev/null "127.0.0.1:$((bport + 1))/games" && break; sleep 0.2; done
  echo "== arm=$arm lobbies=$n secs=$secs warmup=$warmup server_pid=$bgio_pid $(date -u +%FT%TZ) load=$(cut -d' ' -f1-3 /proc/loadavg)"
  node "$root/scripts/bgio/driver.js" --port "$bport" --lobbies "$n" --secs "$secs" --warmup "$warmup" \
    --server-pid "$bgio_pid" 2>"$out/bgio-driver.err"
  kill $bgio_pid 2>/dev/null || true
  wait $bgio_pid 2>/dev/null || true
  bgio_pid=
  grep -c "driver: " "$out/bgio-driver.err" | sed 's/^/driver stderr lines: /' || true
}

# field FILE REGEX: the first number after REGEX in FILE.
field() { grep -o "$2 [0-9.]*" "$1" | head -1 | awk '{print $NF}'; }

for n in $lobby_counts; do
  for arm in $arms; do
    f="$out/$arm-$n.txt"
    case $arm in
      ours) WARMUP=$warmup "$root/scripts/loadtest.sh" postgres "$n" 0 "$secs" "$port" >"$f" ;;
      ours-whole) WARMUP=$warmup LOADGEN_ARGS="--whole-views" "$root/scripts/loadtest.sh" postgres "$n" 0 "$secs" "$port" >"$f" ;;
      bgio-*) run_bgio "$arm" "$n" >"$f" ;;
      *) echo "unknown arm $arm" >&2; exit 2 ;;
    esac
    cat "$f"
  done
done

echo
echo "== side by side ($(date -u +%FT%TZ), load average now $(cut -d' ' -f1-3 /proc/loadavg); ratio = ours / arm)"
echo "| lobbies | arm | commands/s | ours ÷ arm | p50 / p99 ms | server CPU per command | mean bytes per update | load average at start |"
echo "|---|---|---|---|---|---|---|---|"
for n in $lobby_counts; do
  ours=$(field "$out/ours-$n.txt" "accepted/s" 2>/dev/null || echo "")
  for arm in $arms; do
    f="$out/$arm-$n.txt"
    rate=$(field "$f" "accepted/s")
    ratio=$(awk -v a="${ours:-0}" -v b="${rate:-0}" 'BEGIN { if (b > 0 && a > 0) printf "%.1f×", a / b; else print "—" }')
    p50=$(field "$f" "p50") p99=$(field "$f" "p99")
    cpu=$(grep -o "([0-9.]* us CPU per accepted command)" "$f" | tr -d '(' | awk '{print $1 " µs"}')
    bytes=$(field "$f" "update mean")
    load=$(grep -o "load=[0-9. ]*" "$f" | head -1 | cut -d= -f2)
    echo "| $n | $arm | $rate | $ratio | $p50 / $p99 | $cpu | $bytes | $load |"
  done
done
echo "(reports kept in $out)"
