"""Shared pieces of the order peers: the rules of bench/peers-order.yaml, their messages,
the statuses of its groups, the computed values and the result line.

A result line has the shape of `formcheck batch`'s state, less the keys the comparison
(bench/compare_order.py) does not need (the record number, each field's `enabled`):
  {"valid":B,
   "fields":{"customer":{"status":S,"fields":{"name":{"status":S,"message":M?},"email":{...}}},
             "lines":{"status":S,"message":M?,"count":C,
                      "items":[{"sku":{...},"quantity":{...},"unit_price":{...},
                                "computed":{"amount":X}},...]}},
   "computed":{"total":X},"buttons":{"place_order":{"enabled":B}}}
Rules per field, first failing rule wins; "empty" = key missing, null or "" (after
normalisation); a missing or null `customer` has every field empty, a missing or null
`lines` has no items:
  customer.name:  required -> at least 2, at most 60 characters (code points here;
                  FormRules counts graphemes, the spec's default unit: the generator
                  writes names where both counts agree)
  customer.email: normalize [trim, lowercase] -> required -> HTML "valid e-mail address"
  lines[i].sku:   required -> matches [A-Z]{3}-[0-9]{4}, whole
  lines[i].quantity, lines[i].unit_price: as the checkout form's (bench/peers/_checkout.py)
A group's status: failed if a field inside failed (no message), else empty if a field
inside is empty (every field here is required), else ok. The repeated group `lines`:
failed with the repeat bound's message when its count is outside 1..20, else failed with
the `unique` message when two items share a non-empty sku (compared exactly), else the
worst of its items' statuses as for a group. `.valid` of a group is its status being ok.
amount = quantity * unit_price in doubles, null unless both read as their types (a value
failing its min or max still counts); total = the amounts added left to right, null if any
is null, 0 with no items. place_order is enabled when both groups are valid and the total
is at most 5000; a record is valid when both groups are.
"""
import math

from _checkout import EMPTY, OK, _r, as_integer, as_number, as_text, is_empty

NAME_LENGTHS = (2, 60)
LINE_COUNTS = (1, 20)
TOTAL_LIMIT = 5000
SKU_PATTERN = r"^[A-Z]{3}-[0-9]{4}$"

FAILED = _r("failed")
NAME_SHORT = _r("failed", f"Name must be at least {NAME_LENGTHS[0]} characters")
NAME_LONG = _r("failed", f"Name must be at most {NAME_LENGTHS[1]} characters")
SKU_FORMAT = _r("failed", "Sku has an invalid format")
def _items(count):
    """English's plural of `item` after `count`, as FormRules' default messages count."""
    return f"{count} item" if count == 1 else f"{count} items"


LINES_FEW = _r("failed", f"Lines needs at least {_items(LINE_COUNTS[0])}")
LINES_MANY = _r("failed", f"Lines can have at most {_items(LINE_COUNTS[1])}")
SKU_REPEATED = _r("failed", "Each item of Lines needs a different Sku")
CUSTOMER_FIELDS = ("name", "email")
LINE_FIELDS = ("sku", "quantity", "unit_price")


def has_duplicate_sku(lines):
    """Whether two items of the raw `lines` share a non-empty sku (the `unique: sku` rule)."""
    if not isinstance(lines, list):
        return False
    seen = set()
    for line in lines:
        sku = as_text(line.get("sku")) if isinstance(line, dict) else None
        if is_empty(sku):
            continue
        if sku in seen:
            return True
        seen.add(sku)
    return False


def typed_amount(quantity, unit_price):
    """quantity * unit_price in doubles, as FormRules computes it, from typed values."""
    try:
        q = float(quantity)
    except OverflowError:  # more than 308 digits: FormRules reads an infinity
        q = math.inf if quantity > 0 else -math.inf
    return q * unit_price


def amount(quantity, unit_price):
    """The computed `amount` of raw item values: null unless both read as their types."""
    q, p = as_integer(quantity), as_number(unit_price)
    return None if q is None or p is None else typed_amount(q, p)


def group_status(statuses):
    """A group's status from those of the fields inside it (no field here is optional)."""
    worst = OK
    for status in statuses:
        if status["status"] == "failed":
            return FAILED
        if status is EMPTY:
            worst = EMPTY
    return worst


def item(sku, quantity, unit_price, value):
    """One item of `lines` in the result: its fields' statuses and its computed amount."""
    return {"sku": sku, "quantity": quantity, "unit_price": unit_price, "computed": {"amount": value}}


def lines_error(count, duplicate):
    """The repeated group's own failure (its bounds, then `unique: sku`), None when neither."""
    if count < LINE_COUNTS[0]:
        return LINES_FEW
    if count > LINE_COUNTS[1]:
        return LINES_MANY
    return SKU_REPEATED if duplicate else None


def result(name, email, items, error):
    """The result line of a record: the customer's field statuses, the items (item(...)) and
    the repeated group's own failure (lines_error(...)), if any."""
    customer = group_status((name, email))
    lines = error or group_status(status for i in items for status in (i["sku"], i["quantity"], i["unit_price"]))
    total = 0
    for i in items:
        value = i["computed"]["amount"]
        if value is None:
            total = None
            break
        total += value
    valid = customer is OK and lines is OK
    return {"valid": valid,
            "fields": {"customer": {"status": customer["status"], "fields": {"name": name, "email": email}},
                       "lines": {**lines, "count": len(items), "items": items}},
            "computed": {"total": total},
            "buttons": {"place_order": {"enabled": valid and total <= TOTAL_LIMIT}}}
