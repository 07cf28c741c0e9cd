"""Shared pieces of the checkout peers: the rules of bench/peers-checkout.yaml, their
messages, how a value reads as its type, and the result line.

A result line looks like
  {"email":{"status":"ok"},"quantity":{"status":"failed","message":"Quantity must be at most 99"},
   "unit_price":{...},"coupon":{"status":"empty"},"country":{...},"place_order_enabled":false}
(FormRules gives `ok` and `empty` no message here: the spec has no `ok:` texts.)
Rules per field, first failing rule wins; "empty" = key missing, null or "" (after
normalisation):
  email:      normalize [trim, lowercase] -> required -> HTML "valid e-mail address"
  quantity:   required -> integer (an optional "-" and ASCII digits, or a JSON integer)
              -> >= 1 -> <= 99 -> quantity * unit_price <= 1000 (skipped while the unit
              price is empty or not a number)
  unit_price: required -> number (JSON number syntax, or a JSON number) -> >= 0.01 -> <= 500
  coupon:     optional -> matches [A-Z0-9]{6}, whole
  country:    required -> one of COUNTRIES after case folding and NFC
place_order is enabled when every field is valid (ok, or empty for the optional coupon).
A JSON number with a zero fraction (3.0) on the integer field reads as that integer.
"""
import math
import re
import sys
import unicodedata

COUNTRIES = ("US", "CA", "GB", "FR", "DE", "CN", "RU", "JP", "IN", "BR")
QUANTITY_LIMITS = (1, 99)
PRICE_LIMITS = (0.01, 500)
TOTAL_LIMIT = 1000
# The HTML Living Standard's "valid e-mail address" (its own regular expression).
EMAIL_PATTERN = (r"^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
                 r"(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$")
COUPON_PATTERN = r"^[A-Z0-9]{6}$"
INTEGER_TEXT = re.compile(r"-?[0-9]+", re.ASCII).fullmatch
NUMBER_TEXT = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?", re.ASCII).fullmatch
# Unicode's White_Space property (what FormRules' `trim` removes).
WHITE_SPACE = ("\t\n\u000b\u000c\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005"
               "\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000")


def _r(status, message=None):
    return {"status": status, "message": message} if message else {"status": status}


EMPTY = _r("empty")
OK = _r("ok")
EMAIL_FORMAT = _r("failed", "Email must be a valid email address")
QUANTITY_TYPE = _r("failed", "Quantity must be a whole number")
QUANTITY_MIN = _r("failed", f"Quantity must be at least {QUANTITY_LIMITS[0]}")
QUANTITY_MAX = _r("failed", f"Quantity must be at most {QUANTITY_LIMITS[1]}")
TOTAL_OVER = _r("failed", f"The order total must not exceed {TOTAL_LIMIT}")
PRICE_TYPE = _r("failed", "Unit price must be a number")
PRICE_MIN = _r("failed", f"Unit price must be at least {PRICE_LIMITS[0]}")
PRICE_MAX = _r("failed", f"Unit price must be at most {PRICE_LIMITS[1]}")
COUPON_FORMAT = _r("failed", "Coupon has an invalid format")
COUNTRY_UNKNOWN = _r("failed", "Country must be one of: " + ", ".join(COUNTRIES))
FIELDS = ("email", "quantity", "unit_price", "coupon", "country")


def as_text(value):
    """A text field's value: a JSON number or boolean reads as its JSON text (the
    generator writes none; a float's text here may differ from the record's, 1.50)."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value)


def normalize_email(value):
    """`normalize: [trim, lowercase]`: White_Space off both ends, then Unicode's default
    lowercase mapping (Python's str.lower: full, with the final-sigma rule)."""
    value = as_text(value)
    return value.strip(WHITE_SPACE).lower() if value else value


def fold(value):
    """`ignore_case: true`: Unicode default case folding, then NFC."""
    value = as_text(value)
    return unicodedata.normalize("NFC", value.casefold()) if value else value


FOLDED_COUNTRIES = frozenset(fold(c) for c in COUNTRIES)


def as_integer(value):
    """The integer `value` reads as, None when it does not (bool is not a number)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() else None
    if isinstance(value, str) and INTEGER_TEXT(value):
        return int(value)
    return None


def as_number(value):
    """The number `value` reads as, None when it does not."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str) and NUMBER_TEXT(value):
        number = float(value)
    else:
        return None
    return number if math.isfinite(number) else None  # FormRules: 1e999 is not a number


def is_empty(value):
    return value is None or value == ""


def quantity_status(value):
    """The quantity's status by its own rules: required, a whole number, 1 to 99."""
    return _typed_status(value, as_integer, QUANTITY_LIMITS, QUANTITY_TYPE, QUANTITY_MIN, QUANTITY_MAX)


def price_status(value):
    """The unit price's status: required, a number, 0.01 to 500."""
    return _typed_status(value, as_number, PRICE_LIMITS, PRICE_TYPE, PRICE_MIN, PRICE_MAX)


def _typed_status(value, read, limits, not_typed, too_low, too_high):
    if is_empty(value):
        return EMPTY
    typed = read(value)
    return (not_typed if typed is None else too_low if typed < limits[0] else too_high if typed > limits[1]
            else OK)


def total_exceeds(quantity, unit_price):
    """The `holds` rule's failure: both typed and their product, in doubles as FormRules
    computes it, over the limit (skipped, so not failing, while either is not typed)."""
    q, p = as_integer(quantity), as_number(unit_price)
    if q is None or p is None:
        return False
    try:
        q = float(q)
    except OverflowError:  # more than 308 digits: FormRules reads an infinity
        q = math.inf if q > 0 else -math.inf
    return q * p > TOTAL_LIMIT


def result(email, quantity, unit_price, coupon, country):
    return {"email": email, "quantity": quantity, "unit_price": unit_price, "coupon": coupon,
            "country": country,
            "place_order_enabled": email is OK and quantity is OK and unit_price is OK
            and (coupon is OK or coupon is EMPTY) and country is OK}


def args():
    if len(sys.argv) != 3:
        sys.exit(f"usage: {sys.argv[0]} INPUT.jsonl OUTPUT.jsonl")
    return sys.argv[1], sys.argv[2]
