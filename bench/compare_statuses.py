#!/usr/bin/env python3
"""Compare `formcheck batch` output with a batch peer's output, record by record.

Usage: compare_statuses.py PEER.jsonl FORMRULES.jsonl [CATEGORIES.txt]

A peer line (bench/peers/_common.py, bench/peers/_checkout.py) is
  {FIELD:{"status","message"?},...,BUTTON_enabled:B}
for example {"username":{...},"password":{...},"repeat_password":{...},"register_enabled":B};
a FormRules line (formcheck batch) is
  {"record":N,"valid":B,"fields":{NAME:{"status","message"?,"enabled"}},"buttons":{BUTTON:{"enabled":B}}}
The fields and the button are those of the peer's first line, in its order. Both lines are
reduced to (each field's status, the button's enabled flag). Messages are compared only
where both sides give one: FormRules gives `empty` no message, the register peers do
("Username is required"), which is counted separately, not as a difference.
A FormRules line whose "record" is not its line number, or that is an error line, is a
status difference. With CATEGORIES, also prints how the generator's categories map.
Exit status 1 on any status difference or a line-count mismatch.
"""
import collections
import json
import sys

try:
    from orjson import loads
except ImportError:  # the stdlib parser is slower but gives the same values
    loads = json.loads

ENABLED = "_enabled"


def form_of(line):
    """The field names and the button of a peer's line."""
    r = loads(line)
    fields = tuple(k for k, v in r.items() if isinstance(v, dict))
    buttons = [k for k in r if k.endswith(ENABLED)]
    if not fields or len(buttons) != 1:
        sys.exit(f"compare_statuses: a peer line needs fields and one BUTTON{ENABLED} key: {line[:200]!r}")
    return fields, buttons[0][:-len(ENABLED)]


def peer_shape(line, fields, button):
    r = loads(line)
    return (tuple(r[f]["status"] for f in fields) + (r[button + ENABLED],),
            tuple(r[f].get("message") for f in fields))


def formrules_shape(line, number, fields, button):
    r = loads(line)
    if r.get("record") != number or "error" in r:
        return None, None
    state = r["fields"]
    return (tuple(state[f]["status"] for f in fields) + (r["buttons"][button]["enabled"],),
            tuple(state[f].get("message") for f in fields))


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    peer = open(sys.argv[1], "rb")
    ours = open(sys.argv[2], "rb")
    cats = open(sys.argv[3], encoding="ascii") if len(sys.argv) == 4 else None
    n = status_diff = message_diff = peer_only_message = 0
    examples = []
    table = collections.Counter()
    bad = False
    form = None
    while True:
        a, b = peer.readline(), ours.readline()
        if not a and not b:
            break
        n += 1
        if not a or not b:
            print(f"line count mismatch at record {n}: peer {'has' if a else 'lacks'} it, FormRules {'has' if b else 'lacks'} it")
            bad = True
            break
        form = form or form_of(a)
        ps, pm = peer_shape(a, *form)
        os_, om = formrules_shape(b, n, *form)
        if cats is not None:
            table[(cats.readline().strip(), ps)] += 1
        if os_ != ps:
            status_diff += 1
            if len(examples) < 5:
                examples.append((n, ps, os_))
            continue
        for p, o in zip(pm, om):
            if p is not None and o is not None and p != o:
                message_diff += 1
            elif p is not None and o is None:
                peer_only_message += 1
    print(f"records: {n}; status differences: {status_diff}; message differences (both given): {message_diff}; "
          f"messages only the peer gives (empty fields): {peer_only_message}")
    for number, expected, got in examples:
        print(f"  record {number}: peer {expected}, FormRules {got}")
    if cats is not None:
        names = ", ".join(form[0]) + ", " + form[1] if form else ""
        print(f"category -> ({names} enabled) in the peer's output:")
        for (cat, st), c in sorted(table.items()):
            print(f"  {cat} {st}: {c}")
    sys.exit(1 if bad or status_diff else 0)


if __name__ == "__main__":
    main()
