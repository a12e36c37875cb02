#!/usr/bin/env python3
"""Writes the self-check's summary.json and summary.md from the runner's tables, for
scripts/selfcheck-simulators: what ran (Xcode, runtimes, simulators), every check's status on
every runtime, every problem and the verdict. summary.md is a table for a CI job's summary page.

Usage: summary.py OUTPUT_DIR
       reads meta.tsv, runtimes.tsv, results.tsv and problems.txt there (missing ones are empty)
"""

import json
import os
import sys

RUNTIME_COLUMNS = ["name", "identifier", "version", "build", "udid", "device", "folder",
                   "scenariosReported", "scenariosTotal", "passed", "failed", "skipped", "verdict"]


def rows(path):
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as handle:
        return [line.rstrip("\n").split("\t") for line in handle if line.strip()]


def main(arguments):
    if len(arguments) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    folder = arguments[0]
    meta = {row[0]: row[1] if len(row) > 1 else "" for row in rows(os.path.join(folder, "meta.tsv"))}
    runtimes = [dict(zip(RUNTIME_COLUMNS, row)) for row in rows(os.path.join(folder, "runtimes.tsv"))]
    for runtime in runtimes:
        runtime["checks"] = [
            {"mode": row[0], "scenario": row[2], "check": row[3], "status": row[4], "detail": row[5]}
            for row in rows(os.path.join(folder, "results.tsv")) if len(row) == 6 and row[1] == runtime["folder"]]
    problems_path = os.path.join(folder, "problems.txt")
    problems = []
    if os.path.exists(problems_path):
        with open(problems_path, encoding="utf-8") as handle:
            problems = [line.rstrip("\n") for line in handle if line.strip()]
    summary = dict(meta)
    summary["runtimes"] = runtimes
    summary["problems"] = problems
    with open(os.path.join(folder, "summary.json"), "w", encoding="utf-8") as handle:
        json.dump(summary, handle, indent=2)
        handle.write("\n")
    with open(os.path.join(folder, "summary.md"), "w", encoding="utf-8") as handle:
        handle.write("### CellBridge self-check ({}): {}\n\n".format(meta.get("mode", "run"), meta.get("verdict", "?")))
        handle.write("{}\n\n".format(meta.get("xcode", "")))
        handle.write("| runtime | simulator | scenarios | passed | failed | skipped | verdict |\n")
        handle.write("| --- | --- | --- | --- | --- | --- | --- |\n")
        for runtime in runtimes:
            handle.write("| {} ({}) | {} | {} of {} | {} | {} | {} | {} |\n".format(
                runtime.get("name"), runtime.get("build"), runtime.get("udid"), runtime.get("scenariosReported"),
                runtime.get("scenariosTotal"), runtime.get("passed"), runtime.get("failed"),
                runtime.get("skipped"), runtime.get("verdict")))
        if problems:
            handle.write("\n")
            for problem in problems:
                handle.write("- {}\n".format(problem.replace("|", "\\|")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
