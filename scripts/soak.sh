#!/usr/bin/env bash
# A memory soak (issue 32, item 9): a release server on the embedded store, the load generator
# playing LOBBIES four-seat games with zero think time until GAMES games have finished, then the
# server left idle for IDLE seconds (longer than --unload-idle-secs). Every 15 s it prints one
# line: seconds, games finished (the store's `results` rows), the server's RSS in MiB, and the
# `dlo_lobbies` gauge of /metrics summed over statuses (the lobby tasks held in memory).
# Usage:
#   scripts/soak.sh [GAMES 10000] [LOBBIES 100] [IDLE 120] [PORT 18190]
# Environment: BIN_DIR (the server and loadgen binaries, default target/release), SECS (stop the
# load after this many seconds even if fewer games finished).
set -euo pipefail
games=${1:-10000} lobbies=${2:-100} idle=${3:-120} port=${4:-18190}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${BIN_DIR:-$root/target/release}
data=$(mktemp -d /tmp/dlo-soak.XXXXXX)
RUST_LOG=warn "$bin/server" --bind "127.0.0.1:$port" --data-dir "$data" --max-connections 60000 \
  --max-connections-per-ip 60000 --lobby-creates-per-min 1000000 --joins-per-min 1000000 \
  --chat-per-min 1000000 --max-open-lobbies-per-ip 1000000 --max-spectators 100000 \
  >"$data/server.log" 2>&1 &
pid=$!
lg=
trap 'kill $lg $pid 2>/dev/null || true; wait $pid 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "127.0.0.1:$port/readyz" >/dev/null && break; sleep 0.2; done
db="$data/dlo.sqlite3"
sample() {
  local done rss held
  done=$(sqlite3 "file:$db?mode=ro" "select count(*) from results" 2>/dev/null || echo "?")
  rss=$(awk '/^VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$pid/status")
  held=$(curl -sf "127.0.0.1:$port/metrics" | awk '/^dlo_lobbies\{/ {n += $2} END {print n + 0}')
  echo "t=$(( $(date +%s) - start ))s games=$done rss_mib=$rss lobbies_in_memory=$held"
}
echo "== soak games=$games lobbies=$lobbies idle=${idle}s server_pid=$pid $(date -u +%FT%TZ) load=$(cut -d' ' -f1-3 /proc/loadavg)"
start=$(date +%s)
"$bin/loadgen" --addr "127.0.0.1:$port" --lobbies "$lobbies" --think-ms 0 --duration-secs "${SECS:-86400}" \
  2>"$data/loadgen.err" >"$data/loadgen.out" &
lg=$!
while kill -0 $lg 2>/dev/null; do
  sleep 15
  sample
  n=$(sqlite3 "file:$db?mode=ro" "select count(*) from results" 2>/dev/null || echo 0)
  # TERM, not INT: a background job of a script ignores SIGINT.
  if [ "$n" -ge "$games" ]; then kill -TERM $lg 2>/dev/null || true; break; fi
done
wait $lg 2>/dev/null || true
echo "== load stopped; the server idles for ${idle}s"
end=$(( $(date +%s) + idle ))
while [ "$(date +%s)" -lt "$end" ]; do sleep 15; sample; done
grep -ci "error" "$data/server.log" | sed 's/^/server error lines: /' || true
