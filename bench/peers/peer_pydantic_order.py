#!/usr/bin/env python3
"""pydantic v2 order peer: Order.model_validate_json(line) per record, the rules of
bench/peers-order.yaml (see _order.py) as nested models.

Order holds a Customer model and a list of Line models with min_length/max_length (the
repeat bounds). Each field is a pydantic type with constraints: the name a str with
min_length/max_length, the email a str normalised by a BeforeValidator and constrained by
the HTML standard's pattern, the sku a str with a pattern, quantity an int and unit_price
a float with ge/le behind BeforeValidators that read the values as FormRules does (see
_pydantic_readers.py). The constraints come before the BeforeValidators in each
Annotated, so that pydantic's core checks them (after them, pydantic wraps each in a
Python function: 40-50 % slower here, the same results). `unique: sku` is a wrap model validator on Order that reads the raw
items, so that it also fires when items fail, and merges its error into pydantic's
ValidationError; it also keeps the raw record in the validation context, for what
pydantic does not give back on a failure: the amounts (the Line models are not built) and
the items' statuses on a list over its max_length (pydantic stops at that bound without
validating the items; they are then validated one by one). On success the amounts come
from the models. Errors are mapped to the nested statuses and messages; output via orjson.
Usage: peer_pydantic_order.py INPUT.jsonl OUTPUT.jsonl
"""
from typing import Annotated

import orjson
from pydantic import BaseModel, BeforeValidator, Field, StringConstraints, ValidationError, model_validator
from pydantic_core import PydanticCustomError

from _checkout import (EMAIL_FORMAT, EMAIL_PATTERN, EMPTY, OK, PRICE_LIMITS, PRICE_MAX, PRICE_MIN, PRICE_TYPE,
                       QUANTITY_LIMITS, QUANTITY_MAX, QUANTITY_MIN, QUANTITY_TYPE, args, as_text, is_empty,
                       normalize_email)
from _common import raise_with, run
from _order import (CUSTOMER_FIELDS, LINE_COUNTS, LINE_FIELDS, LINES_FEW, LINES_MANY, NAME_LENGTHS, NAME_LONG,
                    NAME_SHORT, SKU_FORMAT, SKU_PATTERN, SKU_REPEATED, amount, has_duplicate_sku, item, result,
                    typed_amount)
from _pydantic_readers import integer, number

inp, outp = args()


class Customer(BaseModel):
    name: Annotated[str, StringConstraints(min_length=NAME_LENGTHS[0], max_length=NAME_LENGTHS[1]),
                    BeforeValidator(as_text)]
    email: Annotated[str, StringConstraints(pattern=EMAIL_PATTERN), BeforeValidator(normalize_email)]


class Line(BaseModel):
    sku: Annotated[str, StringConstraints(pattern=SKU_PATTERN), BeforeValidator(as_text)]
    quantity: Annotated[int, Field(ge=QUANTITY_LIMITS[0], le=QUANTITY_LIMITS[1]), BeforeValidator(integer)]
    unit_price: Annotated[float, Field(ge=PRICE_LIMITS[0], le=PRICE_LIMITS[1]), BeforeValidator(number)]


class Order(BaseModel):
    customer: Customer
    lines: Annotated[list[Line], Field(min_length=LINE_COUNTS[0], max_length=LINE_COUNTS[1])]

    @model_validator(mode="wrap")
    @classmethod
    def _unique_skus(cls, data, handler, info):
        info.context["data"] = data
        if not (isinstance(data, dict) and has_duplicate_sku(data.get("lines"))):
            return handler(data)
        repeated = {"type": PydanticCustomError("unique_sku", "two items share a sku"), "loc": ("lines",),
                    "input": data.get("lines")}
        raise_with("Order", handler, data, [repeated])


FIELD_STATUS = {
    "name": {"string_too_short": NAME_SHORT, "string_too_long": NAME_LONG},
    "email": {"string_pattern_mismatch": EMAIL_FORMAT},
    "sku": {"string_pattern_mismatch": SKU_FORMAT},
    "quantity": {"whole_number": QUANTITY_TYPE, "greater_than_equal": QUANTITY_MIN,
                 "less_than_equal": QUANTITY_MAX},
    "unit_price": {"not_number": PRICE_TYPE, "greater_than_equal": PRICE_MIN, "less_than_equal": PRICE_MAX},
}
# The errors at `lines` itself (a missing or null list has no items) and, most important
# first, the failures they give: a bound's, then the `unique` rule's.
LINES_ERRORS = {"missing": LINES_FEW, "list_type": LINES_FEW, "too_short": LINES_FEW, "too_long": LINES_MANY,
                "unique_sku": SKU_REPEATED}
LINES_ORDER = (LINES_FEW, LINES_MANY, SKU_REPEATED)
validate_json = Order.model_validate_json
validate_line = Line.model_validate


def note(statuses, field, err):
    """Records a field's error in statuses (field -> status), the first one winning."""
    if statuses[field] is OK:
        empty = err["type"] == "missing" or is_empty(err.get("input"))
        statuses[field] = EMPTY if empty else FIELD_STATUS[field][err["type"]]


def line_statuses(raw):
    """The statuses of one item validated on its own."""
    statuses = dict.fromkeys(LINE_FIELDS, OK)
    try:
        validate_line(raw)
    except ValidationError as e:
        for err in e.errors(include_url=False, include_context=False):
            note(statuses, err["loc"][0], err)
    return statuses


def failed(e, data):
    """The result of a record pydantic rejects, from its errors and the raw record."""
    raw_lines = data.get("lines")
    raw_lines = raw_lines if isinstance(raw_lines, list) else []
    customer = dict.fromkeys(CUSTOMER_FIELDS, OK)
    lines = [dict.fromkeys(LINE_FIELDS, OK) for _ in raw_lines]
    errors = []
    for err in e.errors(include_url=False, include_context=False):
        loc = err["loc"]
        if loc == ("customer",):  # missing or null: every field empty
            customer = dict.fromkeys(CUSTOMER_FIELDS, EMPTY)
        elif loc[0] == "customer":
            note(customer, loc[1], err)
        elif loc == ("lines",):
            errors.append(LINES_ERRORS[err["type"]])
        else:
            note(lines[loc[1]], loc[2], err)
    if LINES_MANY in errors:
        lines = [line_statuses(raw) for raw in raw_lines]
    items = [item(st["sku"], st["quantity"], st["unit_price"], amount(raw.get("quantity"), raw.get("unit_price")))
             for st, raw in zip(lines, raw_lines)]
    error = next((x for x in LINES_ORDER if x in errors), None)
    return result(customer["name"], customer["email"], items, error)


def check(line):
    context = {}
    try:
        order = validate_json(line, context=context)
    except ValidationError as e:
        return orjson.dumps(failed(e, context["data"]))
    items = [item(OK, OK, OK, typed_amount(x.quantity, x.unit_price)) for x in order.lines]
    return orjson.dumps(result(OK, OK, items, None))


run(inp, outp, check)
