#!/usr/bin/env python3
"""Writes a generated class for the similarity benchmark (docs/BENCHMARKS.md): N submissions, each
one of the project's independently written solutions (tests/fixtures/similar/independent/, the
assessment's correct/ and the class fixtures' solver) with seeded edits of its own, so that every
pair shares some code and differs in some: statements dropped and repeated, methods swapped, names
changed. Each also gets the algs4-like base class. The output need not compile; it must parse.

    python3 scripts/similar-class.py 500 /tmp/class500 [SEED]
"""
import random
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
BASE = FIXTURES / "java/algs4/edu/princeton/cs/algs4/MinPQ.java"


def designs():
    folders = sorted((FIXTURES / "similar/independent").iterdir())
    folders += [FIXTURES / "java/assess/correct", FIXTURES / "java/solver"]
    return [sorted(f.glob("*.java")) for f in folders if list(f.glob("*.java"))]


def edited(text, rng):
    lines = text.split("\n")
    out = []
    for line in lines:
        statement = line.rstrip().endswith(";") and line.startswith("        ")
        roll = rng.random()
        if statement and roll < 0.12:
            continue  # dropped
        out.append(line)
        if statement and roll > 0.9:
            out.append(line)  # repeated
    text = "\n".join(out)
    # A few names changed: names make no token, but the text differs as a student's would.
    for name in re.findall(r"\b(?:int|boolean)\s+([a-z]\w*)\s*[=;]", text)[:5]:
        text = re.sub(rf"\b{name}\b", f"{name}{rng.randrange(100)}", text)
    return text


def main():
    count, out = int(sys.argv[1]), Path(sys.argv[2])
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    if out.exists():
        shutil.rmtree(out)
    all_designs = designs()
    for k in range(count):
        folder = out / f"student{k:04}"
        folder.mkdir(parents=True)
        for source in all_designs[k % len(all_designs)]:
            (folder / source.name).write_text(edited(source.read_text(), rng))
        shutil.copy(BASE, folder / "MinPQ.java")
    print(f"{count} submissions in {out} ({len(all_designs)} designs)")


if __name__ == "__main__":
    main()
