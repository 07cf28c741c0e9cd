#!/usr/bin/env python3
"""FastAPI + pydantic HTTP peer of `formcheck serve`'s validate route, for the serve benchmark.

POST /api/forms/register/validate takes one register record as JSON and answers the
register rules' result (_pydantic_register.py: Register.model_validate_json, the
canonical per-field statuses, orjson) as application/json, status 200 whether the
record is valid or not, as formcheck serve does. It reads the raw body and validates it
with model_validate_json: the fastest way FastAPI offers to run a pydantic model on a
request (a `record: Register` parameter would answer 422 on the first invalid field and
stop, which is not the form's whole state).

Served by uvicorn with one worker (uvloop and httptools when installed:
`pip install fastapi "uvicorn[standard]"`), access log off.
Usage: fastapi_register.py TAKEN.txt PORT
"""
import sys

import uvicorn
from fastapi import FastAPI, Request, Response

from _common import load_taken
from _pydantic_register import TAKEN, check

if len(sys.argv) != 3:
    sys.exit(f"usage: {sys.argv[0]} TAKEN.txt PORT")
TAKEN.update(load_taken(sys.argv[1]))
app = FastAPI()


@app.post("/api/forms/register/validate")
async def validate(request: Request) -> Response:
    return Response(check(await request.body()), media_type="application/json")


@app.get("/healthz")
async def healthz() -> Response:
    return Response(b'{"status":"ok"}', media_type="application/json")


uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), workers=1, access_log=False, log_level="warning")
