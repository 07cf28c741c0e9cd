#!/usr/bin/env python3
"""pydantic v2 checkout peer: Checkout.model_validate_json(line) per record, the rules of
bench/peers-checkout.yaml (see _checkout.py).

Each field is a pydantic type with constraints: the email a str normalised by a
BeforeValidator and constrained by the HTML standard's pattern (EmailStr would need
email-validator and accepts other addresses), quantity an int and unit_price a float with
ge/le (BeforeValidators read the value as FormRules does: pydantic's own lax parsing takes
"3.0" or " 3" as an integer, FormRules does not), the coupon an optional str with a
pattern, the country a Literal of the folded codes behind a folding BeforeValidator.
The total limit (`holds` on quantity) is a wrap model validator that reads the raw input,
so that it also fires when other fields fail, and merges its error into pydantic's
ValidationError after the field's own (the first failing rule wins). A blank coupon is
noted in the validation context (it is `empty`, not `ok`, on a record that fails).
Errors are mapped to the per-field status and message; output via orjson.
Usage: peer_pydantic_checkout.py INPUT.jsonl OUTPUT.jsonl
"""
from typing import Annotated, Literal, Optional

import orjson
from pydantic import (BaseModel, BeforeValidator, Field, StringConstraints, ValidationError, ValidationInfo,
                      model_validator)
from pydantic_core import PydanticCustomError

from _checkout import (COUPON_FORMAT, COUPON_PATTERN, COUNTRY_UNKNOWN, EMAIL_FORMAT, EMAIL_PATTERN, EMPTY,
                       FIELDS, FOLDED_COUNTRIES, OK, PRICE_LIMITS, PRICE_MAX, PRICE_MIN, PRICE_TYPE,
                       QUANTITY_LIMITS, QUANTITY_MAX, QUANTITY_MIN, QUANTITY_TYPE, TOTAL_OVER, args, as_text,
                       fold, is_empty, normalize_email, result, total_exceeds)
from _common import raise_with, run
from _pydantic_readers import integer, number

inp, outp = args()


def coupon_value(value, info: ValidationInfo):
    if is_empty(value):
        return None
    info.context["coupon"] = True  # present: `ok` unless its pattern fails
    return as_text(value)


class Checkout(BaseModel):
    email: Annotated[str, BeforeValidator(normalize_email), StringConstraints(pattern=EMAIL_PATTERN)]
    quantity: Annotated[int, BeforeValidator(integer), Field(ge=QUANTITY_LIMITS[0], le=QUANTITY_LIMITS[1])]
    unit_price: Annotated[float, BeforeValidator(number), Field(ge=PRICE_LIMITS[0], le=PRICE_LIMITS[1])]
    coupon: Annotated[Optional[Annotated[str, StringConstraints(pattern=COUPON_PATTERN)]],
                      BeforeValidator(coupon_value)] = None
    country: Annotated[Literal[tuple(sorted(FOLDED_COUNTRIES))], BeforeValidator(fold)]

    @model_validator(mode="wrap")
    @classmethod
    def _total_limit(cls, data, handler):
        over = isinstance(data, dict) and total_exceeds(data.get("quantity"), data.get("unit_price"))
        if not over:
            return handler(data)
        over_error = {"type": PydanticCustomError("total_over", "total over the limit"), "loc": ("quantity",),
                      "input": data.get("quantity")}
        raise_with("Checkout", handler, data, [over_error])

FIELD_STATUS = {
    "email": {"string_pattern_mismatch": EMAIL_FORMAT},
    "quantity": {"whole_number": QUANTITY_TYPE, "greater_than_equal": QUANTITY_MIN,
                 "less_than_equal": QUANTITY_MAX, "total_over": TOTAL_OVER},
    "unit_price": {"not_number": PRICE_TYPE, "greater_than_equal": PRICE_MIN, "less_than_equal": PRICE_MAX},
    "coupon": {"string_pattern_mismatch": COUPON_FORMAT},
    "country": {"literal_error": COUNTRY_UNKNOWN},
}
validate_json = Checkout.model_validate_json


def check(line):
    context = {}
    try:
        model = validate_json(line, context=context)
        return orjson.dumps(result(OK, OK, OK, EMPTY if model.coupon is None else OK, OK))
    except ValidationError as e:
        st = dict.fromkeys(FIELDS, OK)
        if "coupon" not in context:
            st["coupon"] = EMPTY
        for err in e.errors(include_url=False, include_context=False):
            loc = err["loc"]
            if not loc:
                raise RuntimeError(f"unexpected model-level error {err}")
            field = loc[0]
            if st[field] is OK:
                if err["type"] == "missing" or is_empty(err.get("input")):
                    st[field] = EMPTY
                else:
                    st[field] = FIELD_STATUS[field][err["type"]]
        return orjson.dumps(result(*(st[f] for f in FIELDS)))


run(inp, outp, check)
