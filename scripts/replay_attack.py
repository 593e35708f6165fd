#!/usr/bin/env python3
"""Replay and import attacks against a running server (issue #30; docs/security.md).

Measures, against the server at 127.0.0.1:PORT (process PID):
  1. importing RECORD (the longest game record the rules allow, written by
     `cargo run -p server --example padded_record`) and walking its replay: time, and the
     server's resident memory before, after and at its peak (VmHWM);
  2. twelve copies of it cycled through by replay reads (more games than fit a count-bounded
     cache): memory after;
  3. an honest player's command latency (loadgen, 2 lobbies of 4 random players) quiet, then
     while READERS threads loop replay steps of those games and IMPORTERS threads loop imports;
     the same loadgen run both times, so the figures compare within one run.

For 2 and 3 the per-client quotas must be lifted (--replay-reads-per-min and
--imports-per-hour large), so that what is measured is the bound on the work itself: many
addresses get around a per-address quota.

  scripts/replay_attack.py PORT PID RECORD [LOADGEN] [READERS] [IMPORTERS]
"""

import json
import random
import re
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request


def rss_kib(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def request(base, method, path, body=None, timeout=60):
    data = None if body is None else body.encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        req.add_header("content-type", "application/json")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()
    except Exception:  # noqa: BLE001 - a refused or cut connection counts as a failure
        return 0, b""


def loadgen(binary, port, pid, secs):
    out = subprocess.run(
        [binary, "--addr", f"127.0.0.1:{port}", "--lobbies", "2", "--think-ms", "100",
         "--duration-secs", str(secs), "--server-pid", str(pid)],
        capture_output=True, text=True, check=False,
    ).stdout
    lat = re.search(r"p50 ([\d.]+)\s+p95 ([\d.]+)\s+p99 ([\d.]+)", out)
    cmds = re.search(r"accepted (\d+).*server errors (\d+)", out)
    return (
        (float(lat.group(1)), float(lat.group(2)), float(lat.group(3))) if lat else None,
        (int(cmds.group(1)), int(cmds.group(2))) if cmds else None,
    )


def main():
    port, pid, record_path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    binary = sys.argv[4] if len(sys.argv) > 4 else "target/debug/loadgen"
    readers = int(sys.argv[5]) if len(sys.argv) > 5 else 8
    importers = int(sys.argv[6]) if len(sys.argv) > 6 else 2
    base = f"http://127.0.0.1:{port}"
    record = open(record_path).read()
    n_commands = len(json.loads(record)["commands"])

    # 1. One import and the first walk of its replay.
    before = rss_kib(pid)
    t = time.time()
    status, body = request(base, "POST", "/api/games/import", record)
    import_s = time.time() - t
    assert status == 201, (status, body[:300])
    game = json.loads(body)["game_id"]
    t = time.time()
    status, body = request(base, "GET", f"/api/games/{game}/steps")
    walk_s = time.time() - t
    assert status == 200, (status, body[:300])
    n = json.loads(body)["n_steps"]
    times = []
    for _ in range(30):
        t = time.time()
        status, _ = request(base, "GET", f"/api/games/{game}/steps/{random.randint(0, n)}")
        times.append(time.time() - t)
        assert status == 200
    print(f"record: {n_commands} commands, {len(record)} bytes")
    print(f"import {import_s * 1000:.0f} ms; first walk {walk_s * 1000:.0f} ms; "
          f"random step mean {1000 * sum(times) / len(times):.1f} ms, worst {1000 * max(times):.1f} ms")
    print(f"server RSS before {before} KiB, after one replay {rss_kib(pid)} KiB, "
          f"HWM {rss_kib(pid, 'VmHWM')} KiB")

    # 2. Twelve copies cycled through.
    games = [game]
    for _ in range(11):
        status, body = request(base, "POST", "/api/games/import", record)
        assert status == 201, (status, body[:300])
        games.append(json.loads(body)["game_id"])
    for _ in range(3):
        for g in games:
            request(base, "GET", f"/api/games/{g}/steps/{random.randint(0, n)}")
    print(f"12 games cycled 3 times: server RSS {rss_kib(pid)} KiB, HWM {rss_kib(pid, 'VmHWM')} KiB")

    # 3. Honest latency, quiet and under attack.
    quiet, quiet_cmds = loadgen(binary, port, pid, 10)
    stop = threading.Event()
    counts = {}
    lock = threading.Lock()

    def reader():
        while not stop.is_set():
            g = random.choice(games)
            status, _ = request(base, "GET", f"/api/games/{g}/steps/{random.randint(0, n)}")
            with lock:
                counts[("read", status)] = counts.get(("read", status), 0) + 1

    def importer():
        while not stop.is_set():
            status, _ = request(base, "POST", "/api/games/import", record)
            with lock:
                counts[("import", status)] = counts.get(("import", status), 0) + 1

    threads = [threading.Thread(target=reader) for _ in range(readers)]
    threads += [threading.Thread(target=importer) for _ in range(importers)]
    for th in threads:
        th.start()
    time.sleep(1)
    loaded, loaded_cmds = loadgen(binary, port, pid, 10)
    stop.set()
    for th in threads:
        th.join()
    print(f"honest latency quiet (p50/p95/p99 ms): {quiet}; commands accepted, server errors: {quiet_cmds}")
    print(f"honest latency under {readers} replay readers and {importers} importers: {loaded}; "
          f"commands accepted, server errors: {loaded_cmds}")
    print(f"attacker requests by (kind, status): {sorted(counts.items())}")
    print(f"server RSS at the end {rss_kib(pid)} KiB, HWM {rss_kib(pid, 'VmHWM')} KiB")


if __name__ == "__main__":
    main()
