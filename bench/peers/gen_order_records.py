#!/usr/bin/env python3
"""Deterministic generator of order-form records (JSON Lines), for bench/peers-order.yaml.

Usage: gen_order_records.py N OUT_DIR [--lines K] [--seed S]      (K >= 1)

Writes into OUT_DIR (keep it outside the repository; 1M records of 3 lines is ~280 MB):
  records.jsonl    N lines {"customer":{"name":...,"email":...},
                            "lines":[{"sku":...,"quantity":...,"unit_price":...},...]}
                   with K lines each (default 3), but where the defect is their number
  categories.txt   one letter per record: the defect the generator put in
                   V valid, N name too short or too long, E bad email, M a required field
                   empty (in the customer or in one line), S bad sku, D two lines with the
                   same sku, Q bad quantity, P bad unit price, Z no lines ([], null or no
                   key), X 21 lines (one over the maximum), C no customer object (no key,
                   null or {}), T every field valid but the total over 5000

Mix: 5/16 V, 1/16 each of the eleven defects (exactly one per record; a defect in a line
is in one line drawn at random). Valid records vary the way real ones do: names of 2 to 60
characters (the limits themselves too), some with accented letters (precomposed, so that
code points and graphemes agree); emails with spaces around them or capitals (the spec
trims and lower-cases them); quantities and prices as JSON numbers or as texts ("3",
"12.50"), at their limits too; distinct skus; totals at most 5000 (each line's amount at
most 5000 / K). An empty field is "" (60 %), null (15 %) or a missing key (25 %). With K
above 20 every record fails the repeat bound. The integer field never gets a JSON number
of whole value written with a fraction (`3.0`), nor more digits than a double holds. Same
arguments give byte-identical files (Python 3.11 `random.Random`).
"""
import json
import sys

from _generate import generator_args, integer_option, write_records
from gen_checkout_records import (BAD_EMAILS, BAD_PRICES, BAD_QUANTITIES, DOMAINS, MAX_PRICE_CENTS, SPACES, SYLL,
                                  empty_value, local_part, number_text, price_text, valid_email, valid_quantity)

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "éèáóöüñçåøß"
LIMIT_CENTS = 500_000  # the total <= 5000, in cents
BAD_SKUS = ["abc-1234", "AB-1234", "ABCD-1234", "ABC-123", "ABC-12345", "ABC1234", "ABC_1234", "ABC-12a4",
            "ÀBC-1234", " ABC-1234", "ABC-1234 ", "ABC–1234", "A1C-1234", "ABC-1234\n"]
BAD_NAMES_SHORT = ["A", "é", "x", "Z"]
MANY_LINES = 21


def syllables(rng, low, high):
    return "".join(rng.choice(SYLL) for _ in range(rng.randint(low, high)))


def valid_name(rng):
    k = rng.random()
    if k < 0.03:
        return rng.choice(LETTERS) + rng.choice("aeiouy")  # the shortest, 2
    if k < 0.05:
        return name_of_length(rng, 60)  # the longest
    words = [syllables(rng, 1, 3).capitalize() for _ in range(rng.randint(1, 3))]
    name = " ".join(words)
    if rng.random() < 0.15:
        i = rng.randrange(len(name))
        name = name[:i] + rng.choice(ACCENTED) + name[i + 1:]
    return name


def name_of_length(rng, length):
    text = ""
    while len(text) < length:
        text += syllables(rng, 1, 3).capitalize() + " "
    return text[:length - 1] + rng.choice("aeiou")


def sku(rng):
    return "".join(rng.choice(LETTERS) for _ in range(3)) + "-" + f"{rng.randrange(10_000):04d}"


def valid_skus(rng, count):
    skus = []
    while len(skus) < count:
        s = sku(rng)
        if s not in skus:
            skus.append(s)
    return skus


def valid_price_cents(rng, quantity, budget):
    """A unit price in cents such that quantity * price stays within budget (cents)."""
    top = max(1, min(MAX_PRICE_CENTS, budget // quantity))
    k = rng.random()
    if k < 0.02:
        return 1                           # the lower limit, 0.01
    if k < 0.04:
        return top                         # the upper limit, or the line's share of the total
    if k < 0.8:
        return rng.randint(1, min(top, 5_000))
    return rng.randint(1, top)


def line(rng, code, quantity, cents):
    """One line as JSON texts per field: the given sku, quantity and price in cents."""
    return {"sku": json.dumps(code), "quantity": number_text(str(quantity), rng.random() < 0.3),
            "unit_price": number_text(price_text(cents, rng), rng.random() < 0.3)}


def valid_lines(rng, count):
    budget = LIMIT_CENTS // max(count, 1)
    lines = []
    for code in valid_skus(rng, count):
        quantity = valid_quantity(rng)
        lines.append(line(rng, code, quantity, valid_price_cents(rng, quantity, budget)))
    return lines


def over_total_lines(rng, count):
    """Valid lines whose amounts each exceed 5000 / count, so that the total exceeds 5000."""
    lines = []
    for code in valid_skus(rng, count):
        quantity = rng.randint(11, 99)  # 5000 / (count * 11) < 500: a price in range exceeds it
        cents = rng.randint(LIMIT_CENTS // (count * quantity) + 1, MAX_PRICE_CENTS)
        lines.append(line(rng, code, quantity, cents))
    return lines


def obj(fields):
    """A JSON object from JSON texts per key; a None text leaves the key out."""
    return "{" + ",".join(f'"{k}":{v}' for k, v in fields.items() if v is not None) + "}"


def record(rng, cat, count):
    customer = {"name": json.dumps(valid_name(rng), ensure_ascii=False),
                "email": json.dumps(valid_email(rng), ensure_ascii=False)}
    if cat == "X":
        count = MANY_LINES
    elif cat == "D":
        count = max(count, 2)
    lines = over_total_lines(rng, count) if cat == "T" else valid_lines(rng, count)
    at = rng.randrange(count)
    customer_text = lines_text = None
    if cat == "N":
        short = rng.random() < 0.5
        customer["name"] = json.dumps(rng.choice(BAD_NAMES_SHORT) if short else
                                      name_of_length(rng, rng.randint(61, 80)), ensure_ascii=False)
    elif cat == "E":
        bad = rng.choice(BAD_EMAILS)(local_part(rng), rng.choice(DOMAINS))
        customer["email"] = json.dumps(bad, ensure_ascii=False)
    elif cat == "M":
        if rng.random() < 0.4:
            field = rng.choice(("name", "email"))
            customer[field] = json.dumps(rng.choice(SPACES)) if field == "email" and rng.random() < 0.2 \
                else empty_value(rng)
        else:
            lines[at][rng.choice(("sku", "quantity", "unit_price"))] = empty_value(rng)
    elif cat == "S":
        lines[at]["sku"] = json.dumps(rng.choice(BAD_SKUS), ensure_ascii=False)
    elif cat == "D":
        other = rng.choice([i for i in range(count) if i != at])
        lines[at]["sku"] = lines[other]["sku"]
    elif cat == "Q":
        lines[at]["quantity"] = rng.choice(BAD_QUANTITIES)
    elif cat == "P":
        lines[at]["unit_price"] = rng.choice(BAD_PRICES)
    elif cat == "Z":
        lines_text = rng.choice(("[]", "[]", "null", None))
    elif cat == "C":
        customer_text = rng.choice((None, None, "null", "{}"))
    if cat != "C":
        customer_text = obj(customer)
    if cat != "Z":
        lines_text = "[" + ",".join(obj(x) for x in lines) + "]"
    return obj({"customer": customer_text, "lines": lines_text})

def main():
    args = sys.argv[1:]
    count = integer_option(args, "--lines", 3, __doc__)
    if count < 1:
        sys.exit(__doc__)
    n, out_dir, rng = generator_args(__doc__, 20261202, args)
    write_records(out_dir, n, rng, "VVVVVNEMSDQPZXCT", lambda cat: record(rng, cat, count))


if __name__ == "__main__":
    main()
