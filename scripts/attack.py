#!/usr/bin/env python3
"""Black-box connection attacks against a running server (127.0.0.1 only), with the honest
player's /healthz time measured from another loopback address before and during each attack.

Usage: scripts/attack.py PORT [N_SOCKETS]
Attacks: idle sockets from one address; idle sockets spread over many addresses; slowloris.
Figures are recorded in docs/security.md.
"""
import socket
import sys
import time

PORT = int(sys.argv[1])
N = int(sys.argv[2]) if len(sys.argv) > 2 else 3000


def honest_ms():
    """Median time for a fresh connection from 127.0.0.2 to be served /healthz (ms), or None."""
    times = []
    for _ in range(5):
        t = time.monotonic()
        try:
            s = socket.create_connection(("127.0.0.1", PORT), timeout=5, source_address=("127.0.0.2", 0))
            s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            data = s.recv(100)
            s.close()
            if not data.startswith(b"HTTP/1.1 200"):
                return None
        except OSError:
            return None
        times.append((time.monotonic() - t) * 1000)
    times.sort()
    return round(times[len(times) // 2], 2)


def open_idle(addresses, per_address):
    socks = []
    for a in addresses:
        for _ in range(per_address):
            try:
                s = socket.create_connection(("127.0.0.1", PORT), timeout=2, source_address=(a, 0))
                socks.append(s)
            except OSError:
                pass
    return socks


def count_closed(socks, wait):
    """How many of `socks` the server has closed within `wait` seconds."""
    deadline = time.monotonic() + wait
    closed = 0
    for s in socks:
        s.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            while True:
                d = s.recv(4096)
                if not d:
                    closed += 1
                    break
        except socket.timeout:
            pass
        except OSError:
            closed += 1
    return closed


print(f"quiet: honest /healthz {honest_ms()} ms")

t = time.monotonic()
socks = open_idle(["127.0.0.1"], N)
print(f"{N} idle sockets from one address ({len(socks)} connected in {time.monotonic() - t:.1f}s): honest {honest_ms()} ms")
print(f"  closed by the server within 15 s: {count_closed(socks, 15)}/{len(socks)}")
for s in socks:
    s.close()

addresses = [f"127.0.0.{i}" for i in range(3, 3 + N // 50)]
t = time.monotonic()
socks = open_idle(addresses, 50)
print(f"{len(socks)} idle sockets from {len(addresses)} addresses: honest {honest_ms()} ms")
print(f"  closed by the server within 15 s: {count_closed(socks, 15)}/{len(socks)}")
for s in socks:
    s.close()

slow = open_idle([f"127.0.0.{i}" for i in range(100, 120)], 50)
for s in slow:
    s.sendall(b"GET /healthz HTTP/1.1\r\n")
start = time.monotonic()
alive = list(slow)
while alive and time.monotonic() - start < 20:
    still = []
    for s in alive:
        try:
            s.sendall(b"X")
            still.append(s)
        except OSError:
            pass
    alive = still
    time.sleep(0.5)
print(f"slowloris {len(slow)} sockets, one byte per 0.5 s: honest {honest_ms()} ms; "
      f"{len(slow) - len(alive)} closed by the server after {time.monotonic() - start:.1f}s")
