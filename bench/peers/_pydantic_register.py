"""The register rules as a pydantic v2 model, shared by the batch peer (peer_pydantic.py)
and the HTTP peer (fastapi_register.py).

Field rules are pydantic constraints (StringConstraints min_length/pattern), the
taken-name check is an AfterValidator, and "repeat_password equals password" is a
wrap model validator that looks at the raw input (so it also fires when the password
itself is invalid) and merges its error into pydantic's ValidationError.
check(json_bytes) maps the errors to the canonical per-field status/message and returns
the result serialized by orjson.
"""
from typing import Annotated

import orjson
from pydantic import AfterValidator, BaseModel, StringConstraints, ValidationError, model_validator
from pydantic_core import PydanticCustomError

from _common import (U_EMPTY, U_SHORT, U_PATTERN, U_TAKEN, U_OK, P_EMPTY, P_SHORT, P_OK,
                     R_EMPTY, R_MISMATCH, R_OK, USERNAME_PATTERN, result, raise_with)

# The taken names; each peer fills it from its taken-names file before the first check.
TAKEN = set()


def not_taken(v: str) -> str:
    if v in TAKEN:
        raise PydanticCustomError("username_taken", "Username already taken")
    return v


def _mismatch(rp):
    return {"type": PydanticCustomError("password_mismatch", "Passwords do not match"),
            "loc": ("repeat_password",), "input": rp}


class Register(BaseModel):
    username: Annotated[str, StringConstraints(min_length=6, pattern=USERNAME_PATTERN), AfterValidator(not_taken)]
    password: Annotated[str, StringConstraints(min_length=6)]
    repeat_password: Annotated[str, StringConstraints(min_length=1)]

    @model_validator(mode="wrap")
    @classmethod
    def _repeat_matches(cls, data, handler):
        rp = data.get("repeat_password") if isinstance(data, dict) else None
        mismatch = bool(rp) and rp != data.get("password")
        if not mismatch:
            return handler(data)
        raise_with("Register", handler, data, [_mismatch(rp)])


FIELD_STATUS = {
    "username": {"missing": U_EMPTY, "string_too_short": U_SHORT, "string_pattern_mismatch": U_PATTERN,
                 "username_taken": U_TAKEN},
    "password": {"missing": P_EMPTY, "string_too_short": P_SHORT},
    "repeat_password": {"missing": R_EMPTY, "string_too_short": R_EMPTY, "password_mismatch": R_MISMATCH},
}
EMPTY = {"username": U_EMPTY, "password": P_EMPTY, "repeat_password": R_EMPTY}
OK_ALL = orjson.dumps(result(U_OK, P_OK, R_OK))
validate_json = Register.model_validate_json


def check(line):
    try:
        validate_json(line)
        return OK_ALL
    except ValidationError as e:
        st = {"username": U_OK, "password": P_OK, "repeat_password": R_OK}
        for err in e.errors(include_url=False, include_context=False):
            loc = err["loc"]
            if not loc:
                raise RuntimeError(f"unexpected model-level error {err}")
            field = loc[0]
            if field in st and st[field]["status"] == "ok":
                inp_v = err.get("input")
                if inp_v == "" or inp_v is None:
                    st[field] = EMPTY[field]
                else:
                    st[field] = FIELD_STATUS[field][err["type"]]
        return orjson.dumps(result(st["username"], st["password"], st["repeat_password"]))


