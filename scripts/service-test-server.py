#!/usr/bin/env python3
"""The project's HTTP test server for services (docs/services.md): Python's standard
library only, HTTP/1.1 with keep-alive, one thread per connection.

It binds 127.0.0.1 on a free port, prints the port on the first line of standard output,
then serves until it is killed or its standard input reaches end of file (so it never
outlives the test that started it; `--keep-running` ignores standard input, for a shell:
`scripts/service-test-server.py --keep-running &`). With `--tls CERT KEY` it speaks HTTPS
with that certificate and key (PEM files). Every answer is JSON unless said otherwise, and
carries `X-Server-Micros`: the microseconds the server spent on the request, from its
request line arriving to the response's headers (what a benchmark subtracts; also in the
log).

Any request may add `?ms=N` (or `&ms=N`): the answer then comes after N milliseconds, and
if the client goes away meanwhile, the request is logged as aborted.

Transport endpoints (any method unless said):
  /status/N            answer status N with {"status": N}
  /slow?ms=N           answer 200 {"slow": N} after N ms (aborted if the client leaves)
  /hang                never answer; when the client leaves, log the request as aborted
  /garbage             200 with a body that is not JSON
  /notjson-http        not HTTP at all: a few raw bytes, then the connection is closed
  /drop                close the connection without answering
  /big?bytes=N         200 with a body of N bytes ("x" repeated; Content-Length sent,
                       or chunked with &chunked=1)
  /echo                {"method", "path", "headers": {lower-case name: value}, "body"}

Service endpoints (state in memory, back to the seed on POST /_reset):
  GET  /users/{name}      200 {"name": …} when the user exists, else 404
  POST /users             body {"name"|"username"|"key": …, …}: 201 with the record,
                          409 when the name is taken, 400 without a name
  POST /names/check       body {"field": …, "value": …}: {"valid": bool, "message": …};
                          a value containing "admin" (any case) is invalid
  PUT  /settings/{name}   saves the body: 200 {"name": …, "saved": body}; with ?fail=1
                          500 {"error": …} and nothing saved
  GET  /settings/{name}   the saved body, or 404
  GET  /heroes?q=P        the heroes of forms/heroes.txt whose name starts with P (any case), as a
                          JSON list of {"name", "description"}; &match=contains matches
                          anywhere, &limit=N keeps the first N
  POST /favourites/{hero} 200 {"hero": …, "favourite": true} (404 for an unknown hero);
  DELETE the same         200 {"hero": …, "favourite": false}
  GET  /favourites        the favourite heroes' names, as a JSON list

Control endpoints (not logged):
  GET  /_log              {"requests": [{"connection", "method", "path", "target",
                          "outcome", "micros"}], "connections": N}: the requests in arrival order
                          (target is the request-target exactly as the request line carried
                          it, before any decoding or slash folding;
                          outcome is pending, finished, aborted or dropped; micros as in
                          X-Server-Micros, once answered) and how many connections were
                          accepted, this one included; a request's connection is a number
                          per TCP connection, so a client that keeps connections alive
                          shows one number for many requests
  POST /_fail             body {"path": P, "status": S}: requests to path P (without the
                          query) answer S (default 500) with {"error": "injected"};
                          status 0 ends that
  POST /_reset            clears the log and failures, restores the seed data
"""

import http.server
import itertools
import json
import os
import select
import socket
import ssl
import sys
import threading
import time
import urllib.parse

SEED_USERS = {"alice": {"name": "alice"}, "bob": {"name": "bob"}}

def read_heroes():
    """The heroes of forms/heroes.txt (name<TAB>description a line; '#' lines are
    comments): the list forms/heroes.yaml searches, served here as a service would."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "forms", "heroes.txt")
    with open(path, encoding="utf-8-sig") as lines:
        rows = [line.strip().split("\t") for line in lines]
    return [(row[0], row[1]) for row in rows if len(row) == 2 and not row[0].startswith("#")]


HEROES = read_heroes()
HERO_NAMES = {name for name, _ in HEROES}


class State:
    """Everything the server remembers, behind one lock."""

    def __init__(self):
        self.lock = threading.Lock()
        self.connections = itertools.count(1)
        self.reset()

    def reset(self):
        self.log = []
        self.accepted = 0
        self.failures = {}
        self.users = {name: dict(record) for name, record in SEED_USERS.items()}
        self.settings = {}
        self.favourites = set()


STATE = State()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "service-test-server"
    disable_nagle_algorithm = True  # headers and body are separate writes

    def setup(self):
        super().setup()
        with STATE.lock:
            self.connection_id = next(STATE.connections)
            STATE.accepted += 1

    def log_message(self, format, *args):  # quiet: the log is at /_log
        pass

    def parse_request(self):  # the request line has arrived: the server's time starts
        self.started = time.perf_counter()
        return super().parse_request()

    def raw_target(self):
        """The request-target as the request line carried it (self.path may have had its
        leading slashes folded by the standard library)."""
        words = self.requestline.split(" ")
        return words[1] if len(words) >= 2 else ""

    def do_GET(self):
        self.route()

    do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_GET

    # Routing.

    def route(self):
        url = urllib.parse.urlsplit(self.path)
        self.query = dict(urllib.parse.parse_qsl(url.query))
        length = int(self.headers.get("Content-Length") or 0)
        self.body = self.rfile.read(length) if length > 0 else b""
        if url.path.startswith("/_"):
            return self.control(url.path)
        with STATE.lock:
            self.entry = {
                "connection": self.connection_id,
                "method": self.command,
                "path": self.path,
                "target": self.raw_target(),
                "outcome": "pending",
            }
            STATE.log.append(self.entry)
            failure = STATE.failures.get(url.path)
        delay = self.query.get("ms")
        if url.path == "/hang":
            return self.wait_for_client(None)
        if delay is not None and not self.wait_for_client(int(delay) / 1000):
            return
        if failure is not None:
            return self.answer(failure, {"error": "injected"})
        self.dispatch(url.path, [part for part in url.path.split("/") if part])

    def dispatch(self, path, parts):
        method = self.command
        head = parts[0] if parts else ""
        if head == "status" and len(parts) == 2 and parts[1].isdigit():
            return self.answer(int(parts[1]), {"status": int(parts[1])})
        if path == "/slow":
            return self.answer(200, {"slow": int(self.query.get("ms", "0"))})
        if path == "/garbage":
            return self.answer(200, b"<html>this is not JSON", "text/html")
        if path == "/notjson-http":
            self.wfile.write(b"SSH-2.0-not-http\r\n\x00\x01\x02")
            return self.close("dropped")
        if path == "/drop":
            return self.close("dropped")
        if path == "/big":
            return self.big(int(self.query.get("bytes", "0")), self.query.get("chunked") == "1")
        if path == "/echo":
            return self.answer(200, {
                "method": method,
                "path": self.path,
                "headers": {name.lower(): value for name, value in self.headers.items()},
                "body": self.body.decode("utf-8", "replace"),
            })
        if head == "users":
            return self.users(method, parts)
        if path == "/names/check" and method == "POST":
            value = str(self.json_object().get("value", ""))
            if "admin" in value.lower():
                return self.answer(200, {"valid": False, "message": "Names with 'admin' are reserved"})
            return self.answer(200, {"valid": True, "message": None})
        if head == "settings" and len(parts) == 2:
            return self.settings(method, parts[1])
        if path == "/heroes" and method == "GET":
            return self.answer(200, self.heroes())
        if head == "favourites":
            return self.favourites(method, parts)
        self.answer(404, {"error": "no such endpoint"})

    # Service endpoints.

    def users(self, method, parts):
        if method == "GET" and len(parts) == 2:
            with STATE.lock:
                record = STATE.users.get(parts[1])
            return self.answer(200, record) if record else self.answer(404, {"error": "no such user"})
        if method == "POST" and len(parts) == 1:
            record = self.json_object()
            name = next((record[key] for key in ("name", "username", "key") if key in record), None)
            if not isinstance(name, str) or not name:
                return self.answer(400, {"error": "a name is needed"})
            with STATE.lock:
                taken = name in STATE.users
                if not taken:
                    STATE.users[name] = record
            return self.answer(409, {"error": "taken"}) if taken else self.answer(201, record)
        self.answer(405, {"error": "method not allowed"})

    def settings(self, method, name):
        if method == "PUT":
            if self.query.get("fail") == "1":
                return self.answer(500, {"error": "the save failed"})
            saved = self.json_value()
            with STATE.lock:
                STATE.settings[name] = saved
            return self.answer(200, {"name": name, "saved": saved})
        if method == "GET":
            with STATE.lock:
                present = name in STATE.settings
                saved = STATE.settings.get(name)
            return self.answer(200, saved) if present else self.answer(404, {"error": "not saved"})
        self.answer(405, {"error": "method not allowed"})

    def heroes(self):
        prefix = self.query.get("q", "").lower()
        contains = self.query.get("match") == "contains"
        found = [
            {"name": name, "description": description}
            for name, description in HEROES
            if (prefix in name.lower() if contains else name.lower().startswith(prefix))
        ]
        limit = self.query.get("limit")
        return found[: int(limit)] if limit else found

    def favourites(self, method, parts):
        if method == "GET" and len(parts) == 1:
            with STATE.lock:  # not held while answering, which takes it to log the outcome
                favourites = sorted(STATE.favourites)
            return self.answer(200, favourites)
        if len(parts) != 2 or method not in ("POST", "DELETE"):
            return self.answer(405, {"error": "method not allowed"})
        hero = parts[1]
        if hero not in HERO_NAMES:
            return self.answer(404, {"error": "no such hero"})
        with STATE.lock:
            (STATE.favourites.add if method == "POST" else STATE.favourites.discard)(hero)
        self.answer(200, {"hero": hero, "favourite": method == "POST"})

    # Control endpoints.

    def control(self, path):
        self.entry = None
        if path == "/_log" and self.command == "GET":
            with STATE.lock:
                requests = [dict(entry) for entry in STATE.log]
                connections = STATE.accepted
            return self.answer(200, {"requests": requests, "connections": connections})
        if path == "/_reset" and self.command == "POST":
            with STATE.lock:
                STATE.reset()
            return self.answer(200, {"reset": True})
        if path == "/_fail" and self.command == "POST":
            request = self.json_object()
            path, status = str(request.get("path", "")), int(request.get("status", 500))
            with STATE.lock:
                if status:
                    STATE.failures[path] = status
                else:
                    STATE.failures.pop(path, None)
            return self.answer(200, {"failing": request.get("path")})
        self.answer(404, {"error": "no such control endpoint"})

    # Answering.

    def json_value(self):
        """The request's body parsed as JSON; None when empty or not JSON."""
        try:
            return json.loads(self.body) if self.body else None
        except ValueError:
            return None

    def json_object(self):
        """The request's body when it is a JSON object, else {}."""
        value = self.json_value()
        return value if isinstance(value, dict) else {}

    def answer(self, status, body, content_type="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        micros = int((time.perf_counter() - self.started) * 1e6)
        if self.entry is not None:
            self.entry["micros"] = micros
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("X-Server-Micros", str(micros))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)
        self.finish_entry("finished")

    def big(self, size, chunked):
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(size))
        self.end_headers()
        block = b"x" * 65536
        try:
            left = size
            while left > 0:
                piece = block[: min(left, len(block))]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece) if chunked else piece)
                left -= len(piece)
            if chunked:
                self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except OSError:
            return self.close("aborted")
        self.finish_entry("finished")

    def wait_for_client(self, seconds):
        """Waits `seconds` (forever when None) unless the client leaves first: then logs
        the request as aborted and returns False."""
        deadline = None if seconds is None else time.monotonic() + seconds
        while deadline is None or time.monotonic() < deadline:
            step = 0.01 if deadline is None else max(0.0, min(0.01, deadline - time.monotonic()))
            readable, _, _ = select.select([self.connection], [], [], step)
            if readable:
                try:
                    gone = self.connection.recv(1, socket.MSG_PEEK) == b""
                except OSError:
                    gone = True
                if gone:
                    self.close("aborted")
                    return False
                time.sleep(step)
        return True

    def close(self, outcome):
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.finish_entry(outcome)

    def finish_entry(self, outcome):
        if self.entry is not None:
            with STATE.lock:
                self.entry["outcome"] = outcome


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # many tests connect at once

    def handle_error(self, request, client_address):  # a client that left is not news
        pass


def exit_at_end_of_input():
    """Ends the process when standard input closes (the test that started it is gone)."""
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    server = Server(("127.0.0.1", 0), Handler)
    if "--tls" in sys.argv:
        at = sys.argv.index("--tls")
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[at + 1], sys.argv[at + 2])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    if "--keep-running" not in sys.argv:
        threading.Thread(target=exit_at_end_of_input, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
