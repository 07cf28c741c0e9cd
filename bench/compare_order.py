#!/usr/bin/env python3
"""Compare the order form's nested states, record by record: `formcheck batch
bench/peers-order.yaml` against a peer (bench/peers/peer_*_order.py), or one peer against
another.

Usage: compare_order.py PEER.jsonl OTHER.jsonl [CATEGORIES.txt]

Both lines have the shape of `formcheck batch`'s state (bench/peers/_order.py); a peer
may leave keys out. Each line is flattened (flatten) to its parts: every field's and
group's status ("customer", "customer.name", "lines", "lines[2].sku"), message and
`enabled`, a repeated group's count ("lines.count"), the computed values ("total",
"lines[2].amount"), the buttons' flags and the record's `valid`. Then:
  - statuses: both sides give every one, and the same (a status only one side gives is a
    status difference: an item one side lacks, say);
  - messages and `enabled`: compared where both give one;
  - counts, computed values, buttons, `valid`: compared where PEER gives them (OTHER must
    then give them too); numbers within a relative 1e-9 (the sum's order of additions may
    differ), null only equal to null.
An OTHER line with a "record" that is not its line number, or an error line, differs
entirely. With CATEGORIES (bench/peers/gen_order_records.py), also prints how the
generator's categories map to (customer, lines, valid, place_order) in PEER's output.
Exit status 1 on any difference or a line-count mismatch.
"""
import collections
import json
import math
import sys

try:
    from orjson import loads
except ImportError:  # the stdlib parser is slower but gives the same values
    loads = json.loads

STATUS, MESSAGE, ENABLED = "status", "message", "enabled"
BOTH_OR_NEITHER = (MESSAGE, ENABLED)  # compared only where both sides give them


def flatten(state):
    """{(path, part): value} of one output line (see the module's doc)."""
    flat = {}
    if "valid" in state:
        flat[("", "valid")] = state["valid"]
    _fields(flat, "", state.get("fields", {}))
    for name, value in state.get("computed", {}).items():
        flat[(name, "value")] = value
    for name, button in state.get("buttons", {}).items():
        if ENABLED in button:
            flat[(name, "button")] = button[ENABLED]
    return flat


def _fields(flat, prefix, fields):
    for name, field in fields.items():
        path = prefix + name
        for part in (STATUS, MESSAGE, ENABLED):
            if part in field:
                flat[(path, part)] = field[part]
        if "fields" in field:
            _fields(flat, path + ".", field["fields"])
        if "count" in field:
            flat[(path, "count")] = field["count"]
        for number, item in enumerate(field.get("items", ()), 1):
            item_path = f"{path}[{number}]"
            _fields(flat, item_path + ".", {k: v for k, v in item.items() if k != "computed"})
            for computed, value in item.get("computed", {}).items():
                flat[(f"{item_path}.{computed}", "value")] = value


def same(a, b):
    """Equal, numbers within a relative 1e-9."""
    if isinstance(a, bool) or isinstance(b, bool) or not isinstance(a, (int, float)) \
            or not isinstance(b, (int, float)):
        return a == b
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)


def differences(peer, other):
    """[(kind, (path, part), peer's value, other's value)] between two flattened lines; kind
    is "status", "message" or "value"."""
    found = []
    for key in peer.keys() | {k for k in other if k[1] == STATUS}:
        part = key[1]
        if part in BOTH_OR_NEITHER:
            if key in peer and key in other and peer[key] != other[key]:
                found.append((part if part == MESSAGE else "value", key, peer[key], other[key]))
        elif key not in peer or key not in other or not same(peer[key], other[key]):
            found.append(("status" if part == STATUS else "value", key, peer.get(key, "-"), other.get(key, "-")))
    return sorted(found, key=lambda d: d[1])


def summary(flat):
    """(customer, lines, valid, place_order) of a flattened line, for the category table."""
    return tuple(flat.get(key) for key in (("customer", STATUS), ("lines", STATUS), ("", "valid"),
                                           ("place_order", "button")))


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    peer = open(sys.argv[1], "rb")
    other = open(sys.argv[2], "rb")
    cats = open(sys.argv[3], encoding="ascii") if len(sys.argv) == 4 else None
    n = 0
    kinds = collections.Counter()
    differing = 0
    examples = []
    table = collections.Counter()
    bad = False
    while True:
        a, b = peer.readline(), other.readline()
        if not a and not b:
            break
        n += 1
        if not a or not b:
            print(f"line count mismatch at record {n}: {sys.argv[1]} {'has' if a else 'lacks'} it, "
                  f"{sys.argv[2]} {'has' if b else 'lacks'} it")
            bad = True
            break
        p, o = loads(a), loads(b)
        fp = flatten(p)
        if cats is not None:
            table[(cats.readline().strip(), summary(fp))] += 1
        if o.get("record", n) != n or "error" in o:
            found = [("status", ("", "record"), n, b[:200].decode(errors="replace"))]
        else:
            found = differences(fp, flatten(o))
        if found:
            differing += 1
            kinds.update(kind for kind, *_ in found)
            if len(examples) < 5:
                examples.append((n, found[:4]))
    print(f"records: {n}; records with a difference: {differing}; status differences: {kinds['status']}; "
          f"message differences (both given): {kinds['message']}; value differences (count, computed, button, "
          f"valid, enabled): {kinds['value']}")
    for number, found in examples:
        shown = "; ".join(f"{path}{'' if part == STATUS else ' ' + part}: {a!r} vs {b!r}"
                          for _, (path, part), a, b in found)
        print(f"  record {number}: {shown}")
    if cats is not None:
        print("category -> (customer, lines, valid, place_order) in the first file:")
        for (cat, st), c in sorted(table.items(), key=lambda x: (x[0][0], str(x[0][1]))):
            print(f"  {cat} {st}: {c}")
    sys.exit(1 if bad or differing else 0)


if __name__ == "__main__":
    main()
