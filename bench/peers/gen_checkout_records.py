#!/usr/bin/env python3
"""Deterministic generator of checkout-form records (JSON Lines), for bench/peers-checkout.yaml.

Usage: gen_checkout_records.py N OUT_DIR [--seed S]

Writes into OUT_DIR (keep it outside the repository; 1M records is ~110 MB):
  records.jsonl    N lines {"email":..., "quantity":..., "unit_price":..., "coupon":..., "country":...}
  categories.txt   one letter per record: the defect the generator put in
                   V valid, E bad email, M a required field empty, Q bad quantity,
                   P bad unit price, C bad coupon, K unknown country, T total over 1000

Mix: 5/12 V, 1/12 each of the seven defects (exactly one per record). Valid records
vary the way real ones do: emails with spaces around them or capitals (the spec trims
and lower-cases them), quantities and prices as JSON numbers or as texts ("3",
"12.50"), prices at the limits 0.01 and 500, the coupon present, "", null or missing,
the country in upper, lower or mixed case (the spec ignores case). An empty field is ""
(60 %), null (15 %) or a missing key (25 %); an email of spaces is empty too.
An integer is never written as a JSON number with a fraction (`3.0`): whether that
reads as 3 is the batch reader's rule, not the form's. Same N and seed give
byte-identical files (Python 3.11 `random.Random`).
"""
import json

from _generate import generator_args, write_records

COUNTRIES = ["US", "CA", "GB", "FR", "DE", "CN", "RU", "JP", "IN", "BR"]
SYLL = ["al", "be", "ca", "do", "el", "fa", "gi", "ho", "ja", "ka", "li", "mo", "na", "ol",
        "pe", "qu", "ri", "sa", "te", "ul", "vi", "wa", "xe", "yo", "za", "an", "er", "in", "on", "us"]
DOMAINS = ["example.com", "mail.example.org", "shop.example.net", "post.example.co.uk", "example.de",
           "a-b.example", "x1.example.io", "example.fr", "corp.example.jp", "b"]
COUPON_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
SPACES = [" ", "  ", "\t", " \t "]
LIMIT_CENTS = 100_000  # quantity * unit price <= 1000, in cents
MAX_PRICE_CENTS = 50_000
BAD_EMAILS = [                                    # (local part, domain) -> a bad address
    lambda local, domain: local + domain,                 # no @
    lambda local, domain: local + "@@" + domain,          # two @
    lambda local, domain: local + "@" + domain + ".",     # a trailing dot
    lambda local, domain: local + " @" + domain,          # a space inside
    lambda local, domain: local + "@-" + domain,          # a label starting with a hyphen
    lambda local, domain: local + "@" + domain + "-",     # a label ending with a hyphen
    lambda local, domain: local + "@my_" + domain,        # an underscore in the domain
    lambda local, domain: '"' + local + '"@' + domain,    # a quoted local part
    lambda local, domain: local + "é@" + domain,          # a non-ASCII letter
    lambda local, domain: local + "@",                    # no domain
    lambda local, domain: "@" + domain,                   # no local part
    lambda local, domain: local + "@" + "a" * 64 + ".example",  # a label of 64 characters
    lambda local, domain: local + "@[192.0.2.1]",         # an address literal
    lambda local, domain: local + "@" + domain.replace(".", "..", 1) if "." in domain
    else local + "@." + domain,                           # an empty label
]
BAD_QUANTITIES = ["0", "100", "1.5", '"abc"', '"-3"', '" 3"', '"1e1"', '"3.5"', "-1", "1000",
                  '"0"', '"100"', '"three"', '"٣"', '"+3"', '"3 "']
BAD_PRICES = ["0", '"0"', "0.001", "500.01", "1000", "-5", '"12,50"', '"abc"', '".5"', '"1."',
              '"$12"', '"0.009"', "501", '"5e2.1"', '"+5"', '"01.5"', '" 12"']
BAD_COUPONS = ["abc123", "ABC12", "ABC1234", "AB-123", "ABC 12", "ÀBC123", "abcdef", " ABC123"]
BAD_COUNTRIES = ["XX", "USA", "Germany", "UK", "ES", "D E", "us ", "fr."]


def local_part(rng):
    style = rng.random()
    name = "".join(rng.choice(SYLL) for _ in range(rng.randint(2, 4)))
    if style < 0.4:
        return name
    if style < 0.7:
        return name + "." + "".join(rng.choice(SYLL) for _ in range(rng.randint(2, 3)))
    if style < 0.85:
        return name + str(rng.randint(1, 9999))
    return name + "+" + rng.choice(["shop", "news", "x"])


def valid_email(rng):
    email = local_part(rng) + "@" + rng.choice(DOMAINS)
    k = rng.random()
    if k < 0.15:
        email = rng.choice(SPACES) + email + rng.choice(SPACES)
    elif k < 0.3:
        email = "".join(c.upper() if rng.random() < 0.3 else c for c in email)
    return email


def number_text(value, quoted):
    return '"' + value + '"' if quoted else value


def price_text(cents, rng):
    whole, frac = divmod(cents, 100)
    k = rng.random()
    if k < 0.03:
        return f"{cents}e-2"
    if frac == 0 and k < 0.5:
        return str(whole)
    if frac % 10 == 0 and k < 0.5:
        return f"{whole}.{frac // 10}"
    return f"{whole}.{frac:02d}"


def valid_quantity(rng):
    k = rng.random()
    if k < 0.6:
        return rng.randint(1, 5)
    if k < 0.9:
        return rng.randint(1, 20)
    return rng.randint(1, 99)


def valid_price_cents(rng, quantity):
    top = min(MAX_PRICE_CENTS, LIMIT_CENTS // quantity)
    k = rng.random()
    if k < 0.02:
        return 1                           # the lower limit, 0.01
    if k < 0.04:
        return top                         # the upper limit: 500, or a total of 1000
    if k < 0.8:
        return rng.randint(1, min(top, 5_000))
    return rng.randint(1, top)


def valid_coupon(rng):
    k = rng.random()
    if k < 0.35:
        return '"' + "".join(rng.choice(COUPON_CHARS) for _ in range(6)) + '"'
    if k < 0.6:
        return '""'
    if k < 0.7:
        return "null"
    return None


def valid_country(rng):
    c = rng.choice(COUNTRIES)
    k = rng.random()
    if k < 0.2:
        return c.lower()
    if k < 0.3:
        return c[0] + c[1].lower()
    return c


def empty_value(rng):
    k = rng.random()
    if k < 0.6:
        return '""'
    if k < 0.75:
        return "null"
    return None


def record(rng, cat):
    quantity = valid_quantity(rng)
    cents = valid_price_cents(rng, quantity)
    rec = {
        "email": json.dumps(valid_email(rng), ensure_ascii=False),
        "quantity": number_text(str(quantity), rng.random() < 0.3),
        "unit_price": number_text(price_text(cents, rng), rng.random() < 0.3),
        "coupon": valid_coupon(rng),
        "country": json.dumps(valid_country(rng)),
    }
    if cat == "E":
        bad = rng.choice(BAD_EMAILS)(local_part(rng), rng.choice(DOMAINS))
        rec["email"] = json.dumps(bad, ensure_ascii=False)
    elif cat == "M":
        field = rng.choice(("email", "quantity", "unit_price", "country"))
        rec[field] = json.dumps(rng.choice(SPACES)) if field == "email" and rng.random() < 0.2 \
            else empty_value(rng)
    elif cat == "Q":
        rec["quantity"] = rng.choice(BAD_QUANTITIES)
    elif cat == "P":
        rec["unit_price"] = rng.choice(BAD_PRICES)
    elif cat == "C":
        rec["coupon"] = json.dumps(rng.choice(BAD_COUPONS), ensure_ascii=False)
    elif cat == "K":
        rec["country"] = json.dumps(rng.choice(BAD_COUNTRIES))
    elif cat == "T":
        quantity = rng.randint(3, 99)
        cents = rng.randint(LIMIT_CENTS // quantity + 1, MAX_PRICE_CENTS)
        rec["quantity"] = number_text(str(quantity), rng.random() < 0.3)
        rec["unit_price"] = number_text(price_text(cents, rng), rng.random() < 0.3)
    return "{" + ",".join(f'"{k}":{v}' for k, v in rec.items() if v is not None) + "}"


def main():
    n, out_dir, rng = generator_args(__doc__, 20261201)
    write_records(out_dir, n, rng, "VVVVVEMQPCKT", lambda cat: record(rng, cat))

if __name__ == "__main__":
    main()
