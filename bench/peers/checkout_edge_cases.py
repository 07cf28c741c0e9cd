#!/usr/bin/env python3
"""Edge-case records of the checkout form, written as JSON lines for FormRules and the
checkout peers: where implementations of "the same rules" drift apart.

Usage: checkout_edge_cases.py OUT.jsonl      (writes one record per case; the labels are
       CASES' first column, in the same order)

Each record is valid but for the field the label names; bench/side-by-side.sh runs them
through `formcheck batch` and both checkout peers and prints each case's statuses.
"""
import sys

BASE = {"email": '"ada@example.com"', "quantity": "2", "unit_price": "10", "coupon": '"ABC123"',
        "country": '"DE"'}
CASES = [
    # (label, the fields that differ from BASE, as JSON text)
    ("email: no-break and ideographic spaces around it (White_Space, trimmed)",
     {"email": '"\\u00a0Ada@Example.com\\u3000"'}),
    ("email: a zero-width space after it (not white space)", {"email": '"ada@example.com\\u200b"'}),
    ("email: a trailing newline (trimmed)", {"email": '"ada@example.com\\n"'}),
    ("email: Kelvin sign lower-cases to ASCII k", {"email": '"\\u212Ada@example.com"'}),
    ("email: only spaces (empty once trimmed)", {"email": '" \\t "'}),
    ("quantity: leading zeros", {"quantity": '"007"'}),
    ("quantity: -0", {"quantity": '"-0"'}),
    ("quantity: an Arabic-Indic digit", {"quantity": '"\\u0663"'}),
    ("quantity: a plus sign", {"quantity": '"+3"'}),
    ("quantity: JSON 3.0 (the batch reader's rule: read as 3 once it lands)", {"quantity": "3.0"}),
    ("quantity: JSON 1e1 (the same rule)", {"quantity": "1e1"}),
    ("quantity: 400 digits", {"quantity": '"' + "9" * 400 + '"'}),
    ("unit_price: 1e999 (not finite: not a number)", {"unit_price": '"1e999"'}),
    ("unit_price: 5E2, the upper limit", {"unit_price": '"5E2"', "quantity": "1"}),
    ("unit_price: 1E-2, the lower limit", {"unit_price": '"1E-2"'}),
    ("unit_price: 0.010 as a JSON number", {"unit_price": "0.010"}),
    ("total: exactly 1000 (8 x 125)", {"quantity": "8", "unit_price": '"125"'}),
    ("total: just over (3 x 333.34)", {"quantity": "3", "unit_price": "333.34"}),
    ("coupon: full-width letter", {"coupon": '"\\uff21BC123"'}),
    ("coupon: a trailing newline", {"coupon": '"ABC123\\n"'}),
    ("country: full-width US (folding is not NFKC)", {"country": '"\\uff35\\uff33"'}),
    ("country: dotless i in IN", {"country": '"\\u0131N"'}),
    ("country: DE with a combining acute", {"country": '"DE\\u0301"'}),
]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        for _, fields in CASES:
            record = {**BASE, **fields}
            f.write("{" + ",".join(f'"{k}":{v}' for k, v in record.items()) + "}\n")


if __name__ == "__main__":
    main()
