"""Shared pieces of the record generators (gen_records.py, gen_checkout_records.py,
gen_order_records.py): the command line and the buffered writing of records.jsonl and
categories.txt."""
import os
import random
import sys


def integer_option(args, name, default, doc):
    """Removes `name VALUE` from args and returns VALUE as an integer (default when absent)."""
    if name not in args:
        return default
    i = args.index(name)
    try:
        value = int(args[i + 1])
    except (IndexError, ValueError):
        sys.exit(doc)
    del args[i:i + 2]
    return value


def generator_args(doc, default_seed, args=None):
    """(N, OUT_DIR, a seeded random.Random) from `N OUT_DIR [--seed S]` (args: the command
    line's, or what is left of it once a generator took its own options); OUT_DIR is created."""
    args = sys.argv[1:] if args is None else args
    seed = integer_option(args, "--seed", default_seed, doc)
    if len(args) != 2:
        sys.exit(doc)
    n, out_dir = int(args[0]), args[1]
    os.makedirs(out_dir, exist_ok=True)
    return n, out_dir, random.Random(seed)


def write_records(out_dir, n, rng, cats, record):
    """Writes n records: each draws its category from cats, then record(cat) -> one JSON line."""
    with open(os.path.join(out_dir, "records.jsonl"), "w", encoding="utf-8") as out, \
         open(os.path.join(out_dir, "categories.txt"), "w", encoding="ascii") as catf:
        buf, cbuf = [], []
        for _ in range(n):
            cat = rng.choice(cats)
            buf.append(record(cat))
            cbuf.append(cat)
            if len(buf) >= 10_000:
                out.write("\n".join(buf) + "\n")
                catf.write("\n".join(cbuf) + "\n")
                buf, cbuf = [], []
        if buf:
            out.write("\n".join(buf) + "\n")
            catf.write("\n".join(cbuf) + "\n")
