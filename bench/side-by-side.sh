#!/usr/bin/env bash
# Batch validation side by side: FormRules' `formcheck batch` and the batch peers of
# bench/peers on the same generated records, one at a time, whole process; first the
# register form, then the checkout form (bench/peers-checkout.yaml) against its pydantic
# peer and its plain-Python reference.
#
# usage: bench/side-by-side.sh [N]          (N records, default 1,000,000)
# environment:
#   RUNS=3        timed runs per tool (after one warm-up run); the median is reported
#   W=DIR         work directory (venv, data, outputs), kept; default a temporary one,
#                 removed at exit
#   FORMCHECK=P   the formcheck binary; default: build it (swift build -c release)
#   SCRATCH=DIR   --scratch-path for that build
#   PEERS=DIR     the peers' scripts; default bench/peers of this repository
#
# FormRules runs twice: on one thread (`--jobs 1`) and on two (`--jobs 2`, the goal's two
# cores; its output must be byte-identical to one thread's, exit 1 otherwise).
# Prints, per tool: median wall seconds, records/s, min-max, peak RSS, and FormRules'
# advantage on one and on two threads (its records/s over the tool's); then the
# record-by-record status cross-check of FormRules against peer_plain (exit 1 on any
# difference), the peers' edge cases run
# through FormRules, and the libyaml parse floor of the sample specs on this machine.
# Then the same for the checkout form: FormRules `--jobs 1`, peer_pydantic_checkout and
# peer_plain_checkout timed, every record's statuses compared with both peers' (exit 1 on
# any difference), and the checkout edge cases (bench/peers/checkout_edge_cases.py) run
# through FormRules and the pydantic peer.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
n=${1:-1000000}
runs=${RUNS:-3}
peers=${PEERS:-$here/peers}
if [ -n "${W:-}" ]; then
  work=$W
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
[ -f "$peers/gen_records.py" ] || { echo "side-by-side: no peers at $peers (set PEERS)" >&2; exit 2; }

echo "== machine"
echo "$(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
swift --version 2>/dev/null | head -1 || true
python3 --version

echo "== setup (venv, formcheck, $n records)"
if [ ! -x "$work/venv/bin/python" ]; then
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install -q pydantic msgspec jsonschema-rs orjson
fi
py=$work/venv/bin/python
if [ -z "${FORMCHECK:-}" ]; then
  (cd "$repo" && swift build -c release --product formcheck ${SCRATCH:+--scratch-path "$SCRATCH"} >&2)
  FORMCHECK=$(cd "$repo" && swift build -c release ${SCRATCH:+--scratch-path "$SCRATCH"} --show-bin-path)/formcheck
fi
data=$work/data-$n
out=$work/out
mkdir -p "$out"
[ -f "$data/categories.txt" ] || python3 "$peers/gen_records.py" "$n" "$data"
cp "$here/peers-register.yaml" "$data/"
checkout=$work/checkout-$n
[ -f "$checkout/categories.txt" ] || python3 "$peers/gen_checkout_records.py" "$n" "$checkout"
cp "$here/peers-checkout.yaml" "$checkout/"
"$py" -c 'import pydantic, msgspec, jsonschema_rs, orjson; print("pydantic", pydantic.VERSION, "msgspec", msgspec.__version__, "orjson", orjson.__version__)'

times=$work/times.tsv
: > "$times"
# measure NAME COMMAND...: one warm-up and $runs timed runs, appended to $times; stdout goes
# to $out/NAME.stdout.
measure() {
  local name=$1
  shift
  for run in $(seq 0 "$runs"); do
    local status=0
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" > "$out/$name.stdout" || status=$?
    # formcheck batch exits 1 when some record is invalid: that is expected here.
    if [ "$status" -gt 1 ]; then echo "side-by-side: $name failed (status $status)" >&2; exit 1; fi
    [ "$run" -eq 0 ] || printf '%s\t%s\n' "$name" "$(tail -1 "$work/time.txt")" >> "$times"
  done
}

# report TIMES OURS [OURS2]: per tool, median seconds, records/s, min-max, peak RSS, and the
# advantage of FormRules' rows OURS (and OURS2) over it.
report() {
  "$py" - "$n" "$@" <<'PY'
import collections, statistics, sys
n = int(sys.argv[1])
rows = collections.defaultdict(list)
for line in open(sys.argv[2]):
    name, seconds, kib = line.split()
    rows[name].append((float(seconds), int(kib)))
ours = [n / statistics.median(s for s, _ in rows[name]) for name in sys.argv[3:]]
labels = ["advantage, 1 job", "2 jobs"][:len(ours)]
print(f"{'tool':<22} {'median s':>9} {'records/s':>11} {'min-max records/s':>21} {'peak MiB':>9}"
      + "".join(f" {label:>17}" for label in labels))
for name, runs in rows.items():
    seconds = statistics.median(s for s, _ in runs)
    rate = n / seconds
    lo, hi = n / max(s for s, _ in runs), n / min(s for s, _ in runs)
    peak = max(k for _, k in runs) / 1024
    print(f"{name:<22} {seconds:>9.3f} {rate:>11,.0f} {f'{lo:,.0f}-{hi:,.0f}':>21} {peak:>9.1f}"
          + "".join(f" {o / rate:>16.2f}x" for o in ours))
PY
}

echo "== timing, one tool at a time (median of $runs after 1 warm-up)"
records=$data/records.jsonl
taken=$data/taken_usernames.txt
measure formrules "$FORMCHECK" batch "$data/peers-register.yaml" "$records" --jobs 1
cp "$out/formrules.stdout" "$out/formrules.jsonl"
measure formrules_jobs2 "$FORMCHECK" batch "$data/peers-register.yaml" "$records" --jobs 2
measure floor_orjson "$py" "$peers/floor_orjson.py" "$records" "$taken" "$out/floor_orjson.jsonl"
measure peer_plain "$py" "$peers/peer_plain.py" "$records" "$taken" "$out/peer_plain.jsonl"
measure peer_plain_orjson "$py" "$peers/peer_plain.py" --orjson "$records" "$taken" "$out/peer_plain_orjson.jsonl"
measure peer_pydantic "$py" "$peers/peer_pydantic.py" "$records" "$taken" "$out/peer_pydantic.jsonl"
measure peer_msgspec "$py" "$peers/peer_msgspec.py" "$records" "$taken" "$out/peer_msgspec.jsonl"
measure peer_jsonschema_rs "$py" "$peers/peer_jsonschema_rs.py" "$records" "$taken" "$out/peer_jsonschema_rs.jsonl"

report "$times" formrules formrules_jobs2

echo "== FormRules --jobs 2 against --jobs 1, byte for byte"
cross=0
if cmp "$out/formrules.jsonl" "$out/formrules_jobs2.stdout"; then echo "  identical"; else cross=1; fi

echo "== statuses: FormRules against peer_plain, every record"
"$py" "$here/compare_statuses.py" "$out/peer_plain.jsonl" "$out/formrules.jsonl" "$data/categories.txt" || cross=$?

echo "== the peers' edge cases through FormRules (expected = the rules as the peers state them)"
edge=$work/edge
mkdir -p "$edge"
cp "$here/peers-register.yaml" "$edge/"
PYTHONPATH=$peers "$py" - "$edge" <<'PY'
import json, os, sys
from edge_cases import CASES
d = sys.argv[1]
with open(os.path.join(d, "edge.jsonl"), "w", encoding="utf-8") as f:
    for _, record, _ in CASES:
        f.write(json.dumps(record, ensure_ascii=False) + "\n")
with open(os.path.join(d, "taken_usernames.txt"), "w", encoding="utf-8") as f:
    f.write("takenname\n")
PY
"$FORMCHECK" batch "$edge/peers-register.yaml" "$edge/edge.jsonl" > "$edge/formrules.jsonl" || true
PYTHONPATH=$peers "$py" - "$edge/formrules.jsonl" <<'PY'
import json, sys
from edge_cases import CASES
for (label, _, expected), line in zip(CASES, open(sys.argv[1], encoding="utf-8")):
    fields = json.loads(line)["fields"]
    got = tuple(fields[k]["status"] for k in ("username", "password", "repeat_password"))
    print(f"  {'OK  ' if got == expected else 'DIFF'} {label}: expected {expected}, FormRules {got}")
PY

echo "== libyaml parse floor on this machine (compare with formcheck-bench --scenario compile)"
if cc -O2 -o "$work/yaml_floor" "$peers/yaml_floor.c" -lyaml 2>/dev/null; then
  for spec in "$peers/sample_spec.yaml" "$here/sample_spec_formrules.yaml"; do
    for mode in events document; do "$work/yaml_floor" "$spec" 10000 "$mode"; done
  done
else
  echo "  (no C compiler or libyaml-dev: skipped)"
fi

echo "== the checkout form: timing, one tool at a time (median of $runs after 1 warm-up)"
times=$work/times-checkout.tsv
: > "$times"
measure formrules_checkout "$FORMCHECK" batch "$checkout/peers-checkout.yaml" "$checkout/records.jsonl" --jobs 1
cp "$out/formrules_checkout.stdout" "$out/formrules_checkout.jsonl"
measure pydantic_checkout "$py" "$peers/peer_pydantic_checkout.py" "$checkout/records.jsonl" "$out/pydantic_checkout.jsonl"
measure plain_checkout "$py" "$peers/peer_plain_checkout.py" "$checkout/records.jsonl" "$out/plain_checkout.jsonl"
report "$times" formrules_checkout

echo "== the checkout form: statuses, FormRules against peer_pydantic_checkout and peer_plain_checkout, every record"
"$py" "$here/compare_statuses.py" "$out/pydantic_checkout.jsonl" "$out/formrules_checkout.jsonl" \
  "$checkout/categories.txt" || cross=1
"$py" "$here/compare_statuses.py" "$out/plain_checkout.jsonl" "$out/formrules_checkout.jsonl" || cross=1

echo "== the checkout form's edge cases through FormRules and peer_pydantic_checkout (status and message)"
"$py" "$peers/checkout_edge_cases.py" "$edge/checkout.jsonl"
cp "$here/peers-checkout.yaml" "$edge/"
"$FORMCHECK" batch "$edge/peers-checkout.yaml" "$edge/checkout.jsonl" > "$edge/formrules_checkout.jsonl" || true
"$py" "$peers/peer_pydantic_checkout.py" "$edge/checkout.jsonl" "$edge/pydantic_checkout.jsonl"
PYTHONPATH=$peers "$py" - "$edge/formrules_checkout.jsonl" "$edge/pydantic_checkout.jsonl" <<'PY'
import json, sys
from checkout_edge_cases import CASES
from _checkout import FIELDS
for (label, _), ours, theirs in zip(CASES, open(sys.argv[1], encoding="utf-8"), open(sys.argv[2], encoding="utf-8")):
    fields, peer = json.loads(ours)["fields"], json.loads(theirs)
    got = tuple((fields[f]["status"], fields[f].get("message")) for f in FIELDS)
    expected = tuple((peer[f]["status"], peer[f].get("message")) for f in FIELDS)
    show = lambda results: tuple(s if m is None else f"{s}({m})" for s, m in results)
    print(f"  {'OK  ' if got == expected else 'DIFF'} {label}: FormRules {show(got)}"
          + ("" if got == expected else f", pydantic {show(expected)}"))
PY
exit $cross
