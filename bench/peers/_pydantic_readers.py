"""BeforeValidators of the pydantic peers (checkout, order) that read a value as FormRules
reads it (bench/peers/_checkout.py) before pydantic's own constraints: pydantic's lax
parsing would take "3.0" or " 3" as an integer, FormRules does not. An empty value ("" or
None) passes unchanged, so that pydantic's own error on it marks the field empty."""
from pydantic_core import PydanticCustomError

from _checkout import as_integer, as_number, is_empty


def _reader(read, error, text):
    """A BeforeValidator: read(value), or the error when it gives None."""
    def validator(value):
        if is_empty(value):
            return value
        typed = read(value)
        if typed is None:
            raise PydanticCustomError(error, text)
        return typed
    return validator


integer = _reader(as_integer, "whole_number", "not a whole number")
number = _reader(as_number, "not_number", "not a number")
