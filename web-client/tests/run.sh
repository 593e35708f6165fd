#!/usr/bin/env bash
# Browser tests of the web client: installs Chromium if missing, builds and starts the server on
# a free port with a temporary data directory, then runs the node:test suite in headless Chromium.
# Env: DLO_SERVER_BIN (use this server binary instead of building target/debug/server).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"

if [ ! -x /usr/bin/chromium ]; then
  echo "web-client tests: installing chromium" >&2
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi
if [ ! -x /usr/bin/chromium ]; then
  echo "web-client tests: FAILED: /usr/bin/chromium is still missing" >&2
  exit 1
fi

# The client's runtime dependencies (Fluent, the QR code library) and its build: `npm ci` runs
# the `prepare` script, web-client/tools/build.mjs, which writes web-client/dist/ (the minified
# copy the server sends while it is up to date with the sources; server/src/web.rs). The browser
# tests below load that copy, what users get.
npm ci --prefix "$ROOT/web-client" --no-audit --no-fund
# The build: dist/ up to date with the sources, same module paths, every import resolving.
node --test --test-reporter=spec "$HERE/build.unit.test.mjs"
# Message completeness (no browser needed): fails on a message missing in one language.
node --test --test-reporter=spec "$HERE/i18n.test.mjs"
# Czech and Polish as the rulebooks write them: glossary synonyms, plural forms, soft hyphens.
node --test --test-reporter=spec "$HERE/i18n.lang.test.mjs"
# The golden Dungeon Lords log rendered by js/log.js in every language (no browser needed).
node --test --test-reporter=spec "$HERE/log-golden.test.mjs"
# Dead-end lobby links and the "while you were away" summary, worked out without a browser.
node --test --test-reporter=spec "$HERE/edges.unit.test.mjs"
# When a tab open across an upgrade reloads (js/upgrade.js), without a browser.
node --test --test-reporter=spec "$HERE/upgrade.unit.test.mjs"
# Every rule the engine can cite has its text, title and rulebook section in en, cs and pl.
node --test --test-reporter=spec "$HERE/rules.test.mjs"
# The guided first game: its words in en, cs and pl, and which topic a view calls for.
node --test --test-reporter=spec "$HERE/guide.unit.test.mjs"
# The table's state apart from its drawing: patches name the parts they touch, and what to redraw.
node --test --test-reporter=spec "$HERE/table-state.unit.test.mjs"
# The lobby/table screen's controller: one handler per message type, the effects it asks for.
node --test --test-reporter=spec "$HERE/table-ctrl.unit.test.mjs"
cd "$HERE"
npm ci --no-audit --no-fund
# The client's types (JSDoc, checked by TypeScript from tests/node_modules; nothing is compiled):
# web-client/tsconfig.json.
node_modules/.bin/tsc -p "$ROOT/web-client"

SERVER_BIN="${DLO_SERVER_BIN:-}"
if [ -z "$SERVER_BIN" ]; then
  (cd "$ROOT" && cargo build -p server)
  TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
  case "$TARGET_DIR" in /*) ;; *) TARGET_DIR="$ROOT/$TARGET_DIR" ;; esac
  SERVER_BIN="$TARGET_DIR/debug/server"
fi

PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
DATA_DIR="$(mktemp -d)"
LOG="$DATA_DIR/server.log"
# Every test browser comes from 127.0.0.1, so the per-client quotas (docs/security.md) are lifted.
"$SERVER_BIN" --bind "127.0.0.1:$PORT" --data-dir "$DATA_DIR" --web-dir "$ROOT/web-client" --bot-delay-ms 50 \
  --lobby-creates-per-min 100000 --joins-per-min 100000 --chat-per-min 100000 \
  --max-open-lobbies-per-ip 100000 --max-connections-per-ip 4096 >"$LOG" 2>&1 &
SERVER_PID=$!
cleanup() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  rm -rf "$DATA_DIR"
}
trap cleanup EXIT

for _ in $(seq 1 100); do
  if curl -sf "http://127.0.0.1:$PORT/api/lobbies" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    echo "web-client tests: FAILED: the server exited before answering" >&2
    cat "$LOG" >&2
    exit 1
  fi
  sleep 0.2
done
if ! curl -sf "http://127.0.0.1:$PORT/api/lobbies" >/dev/null 2>&1; then
  echo "web-client tests: FAILED: the server does not answer GET /api/lobbies on port $PORT" >&2
  cat "$LOG" >&2
  exit 1
fi
# What users get: the server must have chosen the built copy, not fallen back to the sources.
if ! grep -q "serving the built web client" "$LOG"; then
  echo "web-client tests: FAILED: the server did not serve web-client/dist (see its log)" >&2
  cat "$LOG" >&2
  exit 1
fi

set +e
# mail.test.mjs and settings.test.mjs start their own server from DLO_SERVER_BIN (with an SMTP
# receiver of their own, tests/smtp.mjs); upgrade.test.mjs starts two (builds A and B, one after
# the other, on one data directory).
DLO_BASE_URL="http://127.0.0.1:$PORT" DLO_SERVER_BIN="$SERVER_BIN" node --test --test-reporter=spec "$HERE/browser.test.mjs" "$HERE/seat.test.mjs" "$HERE/notify.test.mjs" "$HERE/resend.test.mjs" "$HERE/keyboard.test.mjs" "$HERE/rematch.test.mjs" "$HERE/wttd.test.mjs" "$HERE/i18n.browser.test.mjs" "$HERE/i18n.walk.test.mjs" "$HERE/csp.test.mjs" "$HERE/table.test.mjs" "$HERE/phone.test.mjs" "$HERE/rules.browser.test.mjs" "$HERE/mail.test.mjs" "$HERE/gate.test.mjs" "$HERE/absence.test.mjs" "$HERE/silent.test.mjs" "$HERE/myclock.test.mjs" "$HERE/settings.test.mjs" "$HERE/guide.test.mjs" "$HERE/upgrade.test.mjs" "$HERE/idempotent.test.mjs" "$HERE/training.test.mjs" "$HERE/log-live.test.mjs" "$HERE/account.test.mjs" "$HERE/groups.test.mjs" "$HERE/ratings.test.mjs" 2>&1 | tee "$DATA_DIR/tests.out"
STATUS=${PIPESTATUS[0]}
set -e
if [ "$STATUS" -ne 0 ]; then
  echo "---- server log (last 60 lines) ----" >&2
  tail -n 60 "$LOG" >&2
  # Last, so that a CI page showing the end of the output shows why each test failed.
  echo "---- failing tests, again ----" >&2
  sed -n '/failing tests:/,$p' "$DATA_DIR/tests.out" | head -n 200 >&2
fi
exit "$STATUS"
