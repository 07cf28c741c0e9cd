#!/usr/bin/env python3
"""Edge-case records of the order form (bench/peers-order.yaml), with the nested statuses
the rules give them: where implementations of "the same rules" drift apart.

Usage: order_edge_cases.py OUT.jsonl                 writes one record per case, in order
       order_edge_cases.py --check OUTPUT.jsonl [--peer]
                                                     compares an output for those records
                                                     (`formcheck batch`'s, or a peer's with
                                                     --peer) with each case's expectation

An expectation lists the statuses that are not ok ("failed: MESSAGE" for a field that
fails; a group that fails with no message of its own is "failed"), every other status
(groups, fields, every item's fields) being ok, and the total and the place_order flag;
the check also wants the record's `valid` to be both groups ok, `lines.count` the number
of items in the record, and the expected messages (an output giving none is a difference
only on a failed status).
A case known to differ in the peers, which count a name's length in code points
(pydantic's min_length) where FormRules counts graphemes, has a sixth element: (statuses,
total, place_order) as the peers give them, checked with --peer and shown as KNOWN.
Exit status 1 on any other difference.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from compare_order import flatten, same  # noqa: E402  (bench/compare_order.py)


class Raw(str):
    """A JSON number written as is (3.0, 1e1), where json.dumps would rewrite it."""


def to_json(value):
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(k)}:{to_json(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(to_json(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


CUSTOMER = {"name": "Ada Lovelace", "email": "ada@example.org"}
LINE_A = {"sku": "ABC-1234", "quantity": 2, "unit_price": 9.5}
LINE_B = {"sku": "XYZ-0001", "quantity": 1, "unit_price": 120}
TOTAL = 139.0


def order(customer=CUSTOMER, lines=(LINE_A, LINE_B), **changes):
    """A record: the customer and the lines (None leaves the key out; a Raw value is written
    as is), and changes to the first line's fields (a value None leaves that key out)."""
    record = {}
    if customer is not None:
        record["customer"] = customer
    if isinstance(lines, Raw):
        record["lines"] = lines
    elif lines is not None:
        lines = [dict(x) for x in lines]
        if changes:
            lines[0].update(changes)
            lines[0] = {k: v for k, v in lines[0].items() if v is not None}
        record["lines"] = lines
    return record


def with_customer(**changes):
    return {**CUSTOMER, **changes}


def skus(count, quantity=1, unit_price=1):
    return [{"sku": f"SKU-{i:04d}", "quantity": quantity, "unit_price": unit_price} for i in range(count)]


TWENTY_ONE = skus(21)
SAME_SKU = [LINE_A, {**LINE_B, "sku": "ABC-1234"}]
# (label, record, expected statuses that are not ok, total, place_order[, what the peers give])
CASES = [
    ("valid: two lines", order(), {}, TOTAL, True),
    ("name: one letter", order(with_customer(name="A")),
     {"customer": "failed", "customer.name": "failed: Name must be at least 2 characters"}, TOTAL, False),
    ("name: 60 characters, the maximum", order(with_customer(name="A" * 60)), {}, TOTAL, True),
    ("name: 61 characters", order(with_customer(name="A" * 61)),
     {"customer": "failed", "customer.name": "failed: Name must be at most 60 characters"}, TOTAL, False),
    ("name: E and a combining acute, 1 grapheme (2 code points)", order(with_customer(name="E\u0301")),
     {"customer": "failed", "customer.name": "failed: Name must be at least 2 characters"}, TOTAL, False,
     ({}, TOTAL, True)),
    ("name: two spaces (no trim on the name: not empty)", order(with_customer(name="  ")), {}, TOTAL, True),
    ("email: spaces and capitals around it (trimmed, lower-cased)",
     order(with_customer(email=" \u00a0ADA@Example.ORG\t")), {}, TOTAL, True),
    ("email: only spaces (empty once trimmed)", order(with_customer(email="  ")),
     {"customer": "empty", "customer.email": "empty"}, TOTAL, False),
    ("email: no domain", order(with_customer(email="ada@")),
     {"customer": "failed", "customer.email": "failed: Email must be a valid email address"}, TOTAL, False),
    ("customer: no key (every field empty)", order(customer=None),
     {"customer": "empty", "customer.name": "empty", "customer.email": "empty"}, TOTAL, False),
    ("customer: null", order(customer=Raw("null")),
     {"customer": "empty", "customer.name": "empty", "customer.email": "empty"}, TOTAL, False),
    ("customer: {}", order(customer={}),
     {"customer": "empty", "customer.name": "empty", "customer.email": "empty"}, TOTAL, False),
    ("customer: the name empty, the email bad (failed wins over empty)",
     order(with_customer(name="", email="ada")),
     {"customer": "failed", "customer.name": "empty",
      "customer.email": "failed: Email must be a valid email address"}, TOTAL, False),
    ("lines: []", order(lines=[]), {"lines": "failed: Lines needs at least 1 item"}, 0, False),
    ("lines: no key", order(lines=None), {"lines": "failed: Lines needs at least 1 item"}, 0, False),
    ("lines: null", order(lines=Raw("null")), {"lines": "failed: Lines needs at least 1 item"}, 0, False),
    ("lines: 20, the maximum", order(lines=skus(20, 2, 125)), {}, 5000.0, True),
    ("lines: 21 (each item still checked)", order(lines=TWENTY_ONE[:20] + [{**TWENTY_ONE[20], "quantity": 0}]),
     {"lines": "failed: Lines can have at most 20 items", "lines[21].quantity": "failed: Quantity must be at least 1"},
     20.0, False),
    ("lines: 21 with a repeated sku (the bound's message wins)", order(lines=TWENTY_ONE[:20] + TWENTY_ONE[:1]),
     {"lines": "failed: Lines can have at most 20 items"}, 21.0, False),
    ("unique: two items with the same sku", order(lines=SAME_SKU),
     {"lines": "failed: Each item of Lines needs a different Sku"}, TOTAL, False),
    ("unique: the same sku and a bad quantity (the unique message wins)",
     order(lines=SAME_SKU, quantity=100),
     {"lines": "failed: Each item of Lines needs a different Sku",
      "lines[1].quantity": "failed: Quantity must be at most 99"}, 100 * 9.5 + 120, False),
    ("unique: ABC-1234 and abc-1234 (compared exactly; the second fails its pattern)",
     order(lines=[LINE_A, {**LINE_B, "sku": "abc-1234"}]),
     {"lines": "failed", "lines[2].sku": "failed: Sku has an invalid format"}, TOTAL, False),
    ("unique: two empty skus (empty values are not compared)",
     order(lines=[{**LINE_A, "sku": ""}, {k: v for k, v in LINE_B.items() if k != "sku"}]),
     {"lines": "empty", "lines[1].sku": "empty", "lines[2].sku": "empty"}, TOTAL, False),
    ("sku: a trailing newline (whole match)", order(sku="ABC-1234\n"),
     {"lines": "failed", "lines[1].sku": "failed: Sku has an invalid format"}, TOTAL, False),
    ("sku: five digits", order(sku="ABC-12345"),
     {"lines": "failed", "lines[1].sku": "failed: Sku has an invalid format"}, TOTAL, False),
    ("sku: a JSON number (read as its text)", order(sku=Raw("1234")),
     {"lines": "failed", "lines[1].sku": "failed: Sku has an invalid format"}, TOTAL, False),
    ("quantity: 0 (typed: its amount still counts)", order(quantity=0),
     {"lines": "failed", "lines[1].quantity": "failed: Quantity must be at least 1"}, 120.0, False),
    ("quantity: JSON 1.5 (not a whole number: no amount, no total)", order(quantity=Raw("1.5")),
     {"lines": "failed", "lines[1].quantity": "failed: Quantity must be a whole number"}, None, False),
    ('quantity: "x"', order(quantity="x"),
     {"lines": "failed", "lines[1].quantity": "failed: Quantity must be a whole number"}, None, False),
    ('quantity: "007"', order(quantity="007"), {}, 7 * 9.5 + 120, True),
    ("quantity: JSON 3.0 (reads as 3)", order(quantity=Raw("3.0")), {}, 3 * 9.5 + 120, True),
    ("quantity: JSON 1e1 (reads as 10)", order(quantity=Raw("1e1")), {}, 10 * 9.5 + 120, True),
    ("quantity: true", order(quantity=True),
     {"lines": "failed", "lines[1].quantity": "failed: Quantity must be a whole number"}, None, False),
    ("unit_price: 500.01", order(unit_price=Raw("500.01")),
     {"lines": "failed", "lines[1].unit_price": "failed: Unit price must be at most 500"}, 2 * 500.01 + 120, False),
    ('unit_price: "1E-2", the minimum', order(unit_price="1E-2"), {}, 2 * 0.01 + 120, True),
    ('unit_price: "12,50"', order(unit_price="12,50"),
     {"lines": "failed", "lines[1].unit_price": "failed: Unit price must be a number"}, None, False),
    ("unit_price: no key (empty: no amount, no total)", order(unit_price=None),
     {"lines": "empty", "lines[1].unit_price": "empty"}, None, False),
    ("line: {} among valid ones (every field empty)", order(lines=[LINE_A, {}]),
     {"lines": "empty", "lines[2].sku": "empty", "lines[2].quantity": "empty", "lines[2].unit_price": "empty"},
     None, False),
    ("total: exactly 5000 (2 lines of 50 x 50)",
     order(lines=[{"sku": "AAA-0001", "quantity": 50, "unit_price": 50},
                  {"sku": "AAA-0002", "quantity": 50, "unit_price": "50"}]), {}, 5000.0, True),
    ("total: 5000.01 (every field valid, the button disabled)",
     order(lines=[{"sku": "AAA-0001", "quantity": 10, "unit_price": 500},
                  {"sku": "AAA-0002", "quantity": 1, "unit_price": 0.01}]), {}, 5000.01, False),
]


def write(path):
    with open(path, "w", encoding="utf-8") as f:
        for _, record, *_ in CASES:
            f.write(to_json(record) + "\n")


def expected_flat(record, statuses, total, place_order):
    """{(path, part): value} the case expects: statuses with messages, counts, total, button."""
    flat = {}
    lines = record.get("lines")
    count = len(lines) if isinstance(lines, list) else 0
    paths = ["customer", "customer.name", "customer.email", "lines"]
    paths += [f"lines[{i}].{f}" for i in range(1, count + 1) for f in ("sku", "quantity", "unit_price")]
    for path in paths:
        status, _, message = statuses.get(path, "ok").partition(": ")
        flat[(path, "status")] = status
        if message:
            flat[(path, "message")] = message
    flat[("lines", "count")] = count
    flat[("", "valid")] = statuses.get("customer", "ok") == "ok" and statuses.get("lines", "ok") == "ok"
    flat[("total", "value")] = total
    flat[("place_order", "button")] = place_order
    return flat


def mismatches(expected, got):
    """The parts where an output differs from the expectation (a message only where the
    output gives one, except on a failed field, where it must)."""
    found = []
    for key, value in expected.items():
        if key[1] == "message" and key not in got and got.get((key[0], "status")) != "failed":
            continue
        if key not in got or not same(value, got[key]):
            name = key[0] if key[1] == "status" else f"{key[0]} {key[1]}".strip()
            found.append(f"{name}: expected {value!r}, got {got.get(key, '-')!r}")
    found += [f"{path}: unexpected {v!r}" for (path, part), v in got.items()
              if part == "status" and (path, part) not in expected]
    return found


def check(path, peer):
    bad = 0
    outputs = open(path, encoding="utf-8").read().splitlines()
    if len(outputs) != len(CASES):
        print(f"  {path}: {len(outputs)} lines for {len(CASES)} cases")
        return 1
    for (label, record, statuses, total, place_order, *known), line in zip(CASES, outputs):
        got = flatten(json.loads(line))
        found = mismatches(expected_flat(record, statuses, total, place_order), got)
        mark = "OK   " if not found else "DIFF "
        if peer and known:
            found = mismatches(expected_flat(record, *known[0]), got)
            mark = "KNOWN" if not found else "DIFF "
        bad += bool(found)
        print(f"  {mark} {label}" + "".join(f"\n          {x}" for x in found))
    return 1 if bad else 0


def main():
    args = sys.argv[1:]
    if len(args) == 1 and not args[0].startswith("--"):
        write(args[0])
    elif args[:1] == ["--check"] and len(args) in (2, 3) and args[2:] in ([], ["--peer"]):
        sys.exit(check(args[1], peer=len(args) == 3))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
