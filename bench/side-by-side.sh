#!/usr/bin/env bash
# Batch validation side by side: FormRules' `formcheck batch` and the batch peers of
# bench/peers on the same generated records, one at a time, whole process; first the
# register form, then the checkout form (bench/peers-checkout.yaml) against its pydantic
# peer and its plain-Python reference, then the order form (bench/peers-order.yaml: a
# customer group and repeated order lines) against its pydantic peer and its plain-Python
# reference, with 3 and with 20 lines per record.
#
# usage: bench/side-by-side.sh [N]          (N records, default 1,000,000; the order form
#                                            with 20 lines per record gets N/3)
# environment:
#   SCENARIOS="register checkout order"
#                 the forms to run, in that order; the order form needs a formcheck with
#                 groups (issue 12): without them the script stops before any timing
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
# Then the same for the order form, with 3 and with 20 lines per record: FormRules
# `--jobs 1`, peer_pydantic_order and peer_plain_order timed, every record's nested state
# (statuses, messages, counts, amounts, total, button) compared with both peers'
# (bench/compare_order.py, exit 1 on any difference), and the order edge cases
# (bench/peers/order_edge_cases.py) checked in FormRules' and both peers' output; last, the
# order form's advantage over pydantic next to the register form's.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
n=${1:-1000000}
n20=$((n / 3))
runs=${RUNS:-3}
scenarios=${SCENARIOS:-register checkout order}
peers=${PEERS:-$here/peers}
if [ -n "${W:-}" ]; then
  work=$W
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
[ -f "$peers/gen_records.py" ] || { echo "side-by-side: no peers at $peers (set PEERS)" >&2; exit 2; }
for scenario in $scenarios; do
  case $scenario in
    register|checkout|order) ;;
    *) echo "side-by-side: unknown scenario '$scenario' in SCENARIOS (register, checkout, order)" >&2; exit 2 ;;
  esac
done
# want SCENARIO: whether SCENARIOS names it.
want() { case " $scenarios " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

echo "== machine"
echo "$(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
swift --version 2>/dev/null | head -1 || true
python3 --version

echo "== setup (formcheck, venv, $n records; $scenarios)"
if [ -z "${FORMCHECK:-}" ]; then
  (cd "$repo" && swift build -c release --product formcheck ${SCRATCH:+--scratch-path "$SCRATCH"} >&2)
  FORMCHECK=$(cd "$repo" && swift build -c release ${SCRATCH:+--scratch-path "$SCRATCH"} --show-bin-path)/formcheck
fi
out=$work/out
edge=$work/edge
mkdir -p "$out" "$edge"
if want order; then
  # The order form needs groups in formcheck: try it on the order edge cases first, and stop
  # with a message, before generating or timing anything, when it cannot run them.
  cp "$here/peers-order.yaml" "$edge/"
  python3 "$peers/order_edge_cases.py" "$edge/order.jsonl"
  status=0
  "$FORMCHECK" batch "$edge/peers-order.yaml" "$edge/order.jsonl" > "$edge/formrules_order.jsonl" \
    2> "$edge/formrules_order.err" || status=$?
  if [ "$status" -gt 1 ] || ! grep -q '"items":\[' "$edge/formrules_order.jsonl"; then
    echo "side-by-side: this formcheck cannot run the order form yet (bench/peers-order.yaml needs groups" \
      "and repeated groups, issue 12); it said:" >&2
    head -n 4 "$edge/formrules_order.err" >&2
    echo "side-by-side: run with SCENARIOS='register checkout' to leave the order form out" >&2
    exit 2
  fi
fi
if [ ! -x "$work/venv/bin/python" ]; then
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install -q pydantic msgspec jsonschema-rs orjson
fi
py=$work/venv/bin/python
data=$work/data-$n
if want register; then
  [ -f "$data/categories.txt" ] || python3 "$peers/gen_records.py" "$n" "$data"
  cp "$here/peers-register.yaml" "$data/"
fi
checkout=$work/checkout-$n
if want checkout; then
  [ -f "$checkout/categories.txt" ] || python3 "$peers/gen_checkout_records.py" "$n" "$checkout"
  cp "$here/peers-checkout.yaml" "$checkout/"
fi
# order_count LINES: how many order records of LINES lines each; order_data LINES: where.
order_count() { if [ "$1" -eq 20 ]; then echo "$n20"; else echo "$n"; fi; }
order_data() { echo "$work/order$1-$(order_count "$1")"; }
if want order; then
  for lines in 3 20; do
    dir=$(order_data "$lines")
    count=$(order_count "$lines")
    [ -f "$dir/categories.txt" ] || python3 "$peers/gen_order_records.py" "$count" "$dir" --lines "$lines"
    cp "$here/peers-order.yaml" "$dir/"
  done
fi
"$py" -c 'import pydantic, msgspec, jsonschema_rs, orjson; print("pydantic", pydantic.VERSION, "msgspec", msgspec.__version__, "orjson", orjson.__version__)'

# measure NAME COMMAND...: one warm-up and $runs timed runs, appended to $times (set by each
# scenario); stdout goes to $out/NAME.stdout.
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

# report N TIMES OURS [OURS2]: per tool, median seconds, records/s (of N records), min-max,
# peak RSS, and the advantage of FormRules' rows OURS (and OURS2) over it; each advantage of
# OURS is also appended to $work/advantages.tsv (OURS, the tool, the advantage).
report() {
  "$py" - "$work/advantages.tsv" "$@" <<'PY'
import collections, statistics, sys
advantages, n = sys.argv[1], int(sys.argv[2])
rows = collections.defaultdict(list)
for line in open(sys.argv[3]):
    name, seconds, kib = line.split()
    rows[name].append((float(seconds), int(kib)))
ours = [n / statistics.median(s for s, _ in rows[name]) for name in sys.argv[4:]]
labels = ["advantage, 1 job", "2 jobs"][:len(ours)]
print(f"{'tool':<22} {'median s':>9} {'records/s':>11} {'min-max records/s':>21} {'peak MiB':>9}"
      + "".join(f" {label:>17}" for label in labels))
with open(advantages, "a") as saved:
    for name, runs in rows.items():
        seconds = statistics.median(s for s, _ in runs)
        rate = n / seconds
        lo, hi = n / max(s for s, _ in runs), n / min(s for s, _ in runs)
        peak = max(k for _, k in runs) / 1024
        print(f"{name:<22} {seconds:>9.3f} {rate:>11,.0f} {f'{lo:,.0f}-{hi:,.0f}':>21} {peak:>9.1f}"
              + "".join(f" {o / rate:>16.2f}x" for o in ours))
        saved.write(f"{sys.argv[4]}\t{name}\t{ours[0] / rate:.4f}\n")
PY
}
: > "$work/advantages.tsv"
cross=0

if want register; then
  times=$work/times.tsv
  : > "$times"
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

  report "$n" "$times" formrules formrules_jobs2

  echo "== FormRules --jobs 2 against --jobs 1, byte for byte"
  if cmp "$out/formrules.jsonl" "$out/formrules_jobs2.stdout"; then echo "  identical"; else cross=1; fi

  echo "== statuses: FormRules against peer_plain, every record"
  "$py" "$here/compare_statuses.py" "$out/peer_plain.jsonl" "$out/formrules.jsonl" "$data/categories.txt" || cross=$?

  echo "== the peers' edge cases through FormRules (expected = the rules as the peers state them)"
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
fi

if want checkout; then
  echo "== the checkout form: timing, one tool at a time (median of $runs after 1 warm-up)"
  times=$work/times-checkout.tsv
  : > "$times"
  measure formrules_checkout "$FORMCHECK" batch "$checkout/peers-checkout.yaml" "$checkout/records.jsonl" --jobs 1
  cp "$out/formrules_checkout.stdout" "$out/formrules_checkout.jsonl"
  measure pydantic_checkout "$py" "$peers/peer_pydantic_checkout.py" "$checkout/records.jsonl" "$out/pydantic_checkout.jsonl"
  measure plain_checkout "$py" "$peers/peer_plain_checkout.py" "$checkout/records.jsonl" "$out/plain_checkout.jsonl"
  report "$n" "$times" formrules_checkout

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
fi

if want order; then
  for lines in 3 20; do
    dir=$(order_data "$lines")
    count=$(order_count "$lines")
    echo "== the order form, $lines lines per record, $count records: timing, one tool at a time (median of $runs after 1 warm-up)"
    times=$work/times-order$lines.tsv
    : > "$times"
    measure formrules_order$lines "$FORMCHECK" batch "$dir/peers-order.yaml" "$dir/records.jsonl" --jobs 1
    cp "$out/formrules_order$lines.stdout" "$out/formrules_order$lines.jsonl"
    measure pydantic_order$lines "$py" "$peers/peer_pydantic_order.py" "$dir/records.jsonl" "$out/pydantic_order$lines.jsonl"
    measure plain_order$lines "$py" "$peers/peer_plain_order.py" "$dir/records.jsonl" "$out/plain_order$lines.jsonl"
    report "$count" "$times" formrules_order$lines
    echo "== the order form, $lines lines per record: nested states, FormRules against peer_pydantic_order and peer_plain_order, every record"
    "$py" "$here/compare_order.py" "$out/pydantic_order$lines.jsonl" "$out/formrules_order$lines.jsonl" \
      "$dir/categories.txt" || cross=1
    "$py" "$here/compare_order.py" "$out/plain_order$lines.jsonl" "$out/formrules_order$lines.jsonl" || cross=1
  done

  echo "== the order form's edge cases (bench/peers/order_edge_cases.py): FormRules, then peer_pydantic_order and peer_plain_order"
  "$py" "$peers/order_edge_cases.py" --check "$edge/formrules_order.jsonl" || cross=1
  for peer in pydantic plain; do
    "$py" "$peers/peer_${peer}_order.py" "$edge/order.jsonl" "$edge/${peer}_order.jsonl"
    "$py" "$peers/order_edge_cases.py" --check "$edge/${peer}_order.jsonl" --peer > "$edge/${peer}_order.check" \
      || cross=1
    echo "  peer_${peer}_order, the cases not plainly OK (KNOWN: a difference from FormRules the peers are known to have):"
    grep -v '^  OK' "$edge/${peer}_order.check" || echo "  (none)"
  done

  echo "== the order form's advantage over pydantic against the register form's (one thread; issue 12 asks for at least as much)"
  "$py" - "$work/advantages.tsv" <<'PY'
import sys
advantage = {}
for line in open(sys.argv[1]):
    ours, tool, ratio = line.split()
    advantage[(ours, tool)] = float(ratio)
register = advantage.get(("formrules", "peer_pydantic"))
for lines in (3, 20):
    order = advantage.get((f"formrules_order{lines}", f"pydantic_order{lines}"))
    if register is None:
        print(f"  {lines} lines: {order:.2f}x (the register form was not run: SCENARIOS)")
    else:
        verdict = "at or above" if order >= register else "BELOW"
        print(f"  {lines} lines: {order:.2f}x, {verdict} the register form's {register:.2f}x")
PY
fi
exit $cross
