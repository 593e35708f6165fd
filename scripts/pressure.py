#!/usr/bin/env python3
"""Connection pressure from outside (issue #32 item 6), against a running server on 127.0.0.1.

An attacker keeps N_ADDR x PER_ADDR idle TCP sockets open from 127.0.1.1, 127.0.1.2, ... (each
address under the per-address limit, together at or over the global cap) and re-opens every
socket the server closes as fast as it can. Meanwhile an honest client connects from 127.0.0.2
every 100 ms and asks GET /healthz on a fresh connection; a try counts as served when the answer
arrives within 2 s. Prints the share of tries served in time, the latency percentiles, and how
many sockets the attacker had to re-open.

Usage: scripts/pressure.py PORT [SECONDS] [N_ADDR] [PER_ADDR]   (defaults: 30 250 17)
Figures are recorded in docs/security.md.
"""
import errno
import selectors
import socket
import sys
import threading
import time

PORT = int(sys.argv[1])
SECONDS = float(sys.argv[2]) if len(sys.argv) > 2 else 30
N_ADDR = int(sys.argv[3]) if len(sys.argv) > 3 else 250
PER_ADDR = int(sys.argv[4]) if len(sys.argv) > 4 else 17
ADDRESSES = [f"127.0.{1 + i // 250}.{1 + i % 250}" for i in range(N_ADDR)]

stop = threading.Event()
stats = {"opened": 0, "closed_by_server": 0, "refused": 0, "open_now": 0}


def attacker():
    sel = selectors.DefaultSelector()
    wanted = {a: PER_ADDR for a in ADDRESSES}  # sockets each address still has to open

    def open_one(addr):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setblocking(False)
        try:
            s.bind((addr, 0))
            s.connect_ex(("127.0.0.1", PORT))
        except OSError:
            s.close()
            return False
        sel.register(s, selectors.EVENT_READ, addr)
        stats["opened"] += 1
        return True

    while not stop.is_set():
        # At most 100 new sockets per round (about 2,000/s): faster, the kernel's accept queue
        # overflows and drops connections the attacker believes open.
        budget = 100
        for addr in ADDRESSES:
            while budget > 0 and wanted[addr] > 0 and open_one(addr):
                wanted[addr] -= 1
                budget -= 1
        for key, _ in sel.select(timeout=0.05):
            s, addr = key.fileobj, key.data
            try:
                data = s.recv(4096)
            except BlockingIOError:
                continue
            except OSError as e:
                data = b""
                if e.errno == errno.ECONNREFUSED:
                    stats["refused"] += 1
            if not data:
                sel.unregister(s)
                s.close()
                stats["closed_by_server"] += 1
                wanted[addr] += 1
        stats["open_now"] = len(sel.get_map())
    for key in list(sel.get_map().values()):
        key.fileobj.close()


def honest_try():
    t = time.monotonic()
    try:
        s = socket.create_connection(("127.0.0.1", PORT), timeout=2, source_address=("127.0.0.2", 0))
        s.settimeout(max(0.01, 2 - (time.monotonic() - t)))
        s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        data = s.recv(100)
        s.close()
        if data.startswith(b"HTTP/1.1 200"):
            return time.monotonic() - t
    except OSError:
        pass
    return None


thread = threading.Thread(target=attacker, daemon=True)
thread.start()
time.sleep(min(10.0, SECONDS / 3))  # let the attacker fill the cap
print(f"attacker: {stats['open_now']} sockets open from {N_ADDR} addresses "
      f"({stats['opened']} opened, {stats['closed_by_server']} closed by the server so far)")
tries, served = 0, []
start = time.monotonic()
while time.monotonic() - start < SECONDS:
    tries += 1
    took = honest_try()
    if took is not None and took <= 2:
        served.append(took)
    time.sleep(0.1)
stop.set()
thread.join()
served.sort()


def pct(p):
    return f"{served[min(len(served) - 1, int(p * len(served)))] * 1000:.1f} ms" if served else "-"


print(f"honest: {len(served)}/{tries} served within 2 s ({100 * len(served) / max(1, tries):.1f} %); "
      f"p50 {pct(0.5)}, p99 {pct(0.99)}, max {pct(1.0)}")
print(f"attacker: {stats['opened']} sockets opened in all, {stats['closed_by_server']} closed by the server, "
      f"{stats['open_now']} open at the end")
