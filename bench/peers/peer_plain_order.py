#!/usr/bin/env python3
"""Plain-Python order reference: the rules of bench/peers-order.yaml written by hand (see
_order.py), stdlib `json`; --orjson swaps in orjson for parse + serialize.

Usage: peer_plain_order.py [--orjson] INPUT.jsonl OUTPUT.jsonl
"""
import re
import sys

use_orjson = "--orjson" in sys.argv
if use_orjson:
    sys.argv.remove("--orjson")
from _checkout import (EMAIL_FORMAT, EMAIL_PATTERN, EMPTY, OK, args, as_text, is_empty, normalize_email,
                       price_status, quantity_status)
from _common import json_codec, run
from _order import (NAME_LENGTHS, NAME_LONG, NAME_SHORT, SKU_FORMAT, SKU_PATTERN, amount, has_duplicate_sku, item,
                    lines_error, result)

inp, outp = args()
EMAIL = re.compile(EMAIL_PATTERN).fullmatch  # fullmatch: no '$'-before-newline pitfall
SKU = re.compile(SKU_PATTERN).fullmatch

loads, dumps = json_codec(use_orjson)


def name_status(value):
    name = as_text(value)
    if is_empty(name):
        return EMPTY
    return NAME_SHORT if len(name) < NAME_LENGTHS[0] else NAME_LONG if len(name) > NAME_LENGTHS[1] else OK


def email_status(value):
    email = normalize_email(value)
    return EMPTY if is_empty(email) else OK if EMAIL(email) else EMAIL_FORMAT


def sku_status(value):
    sku = as_text(value)
    return EMPTY if is_empty(sku) else OK if SKU(sku) else SKU_FORMAT


def check(line):
    rec = loads(line)
    customer = rec.get("customer") or {}  # missing or null: every field empty
    lines = rec.get("lines") or []
    items = []
    for raw in lines:
        q, p = raw.get("quantity"), raw.get("unit_price")
        items.append(item(sku_status(raw.get("sku")), quantity_status(q), price_status(p), amount(q, p)))
    return dumps(result(name_status(customer.get("name")), email_status(customer.get("email")), items,
                        lines_error(len(items), has_duplicate_sku(lines))))


run(inp, outp, check)
