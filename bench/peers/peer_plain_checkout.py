#!/usr/bin/env python3
"""Plain-Python checkout reference: the rules of bench/peers-checkout.yaml written by hand
(see _checkout.py), stdlib `json`; --orjson swaps in orjson for parse + serialize.

Usage: peer_plain_checkout.py [--orjson] INPUT.jsonl OUTPUT.jsonl
"""
import re
import sys

use_orjson = "--orjson" in sys.argv
if use_orjson:
    sys.argv.remove("--orjson")
from _checkout import (COUPON_FORMAT, COUPON_PATTERN, COUNTRY_UNKNOWN, EMAIL_FORMAT, EMAIL_PATTERN, EMPTY,
                       FOLDED_COUNTRIES, OK, TOTAL_OVER, args, as_text, fold, is_empty, normalize_email, price_status,
                       quantity_status, result, total_exceeds)
from _common import json_codec, run

inp, outp = args()
EMAIL = re.compile(EMAIL_PATTERN).fullmatch  # fullmatch: no '$'-before-newline pitfall
COUPON = re.compile(COUPON_PATTERN).fullmatch

loads, dumps = json_codec(use_orjson)


def check(line):
    rec = loads(line)
    email = normalize_email(rec.get("email"))
    es = EMPTY if is_empty(email) else OK if EMAIL(email) else EMAIL_FORMAT
    q, p = rec.get("quantity"), rec.get("unit_price")
    qs = quantity_status(q)
    if qs is OK and total_exceeds(q, p):
        qs = TOTAL_OVER
    ps = price_status(p)
    coupon = as_text(rec.get("coupon"))
    cs = EMPTY if is_empty(coupon) else OK if COUPON(coupon) else COUPON_FORMAT
    country = rec.get("country")
    ks = EMPTY if is_empty(country) else OK if fold(country) in FOLDED_COUNTRIES else COUNTRY_UNKNOWN
    return dumps(result(es, qs, ps, cs, ks))


run(inp, outp, check)
