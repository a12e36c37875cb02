#!/usr/bin/env python3
"""The device self-check's manifest (manifest.txt beside this file): what a run must report.

Read by scripts/selfcheck-simulators (through judge.py) and scripts/check-selfcheck-manifest.
Written for the python3 a Mac with Xcode has (3.9): nothing newer.

Usage: manifest.py FILE checks            every check id, in order
       manifest.py FILE scenarios         every scenario id, in order
       manifest.py FILE faults SCENARIO   "fault<TAB>hook<TAB>check,check..." per fault of SCENARIO
Exit:  0 read; 2 the file is malformed (every problem printed).
"""

import re
import sys

CHECK_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*$")
FAULT = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SKIP = re.compile(r"^(-|[0-9]+|[0-9]+-[0-9]+|[0-9]+\+)$")
HOOKS = ("ready", "pending")


class ManifestError(Exception):
    """The manifest cannot be trusted: its problems, one per line."""


class Check:
    """One line of the manifest."""

    def __init__(self, check_id, fault, hook, skip):
        self.id = check_id
        self.scenario, self.name = check_id.split("/")
        self.fault = fault
        self.hook = hook
        self.skip = skip

    def may_skip_on(self, ios_version):
        """True when the manifest allows this check to SKIP on iOS `ios_version` ("17.5")."""
        major = int(ios_version.split(".")[0])
        if self.skip == "-":
            return False
        if self.skip.endswith("+"):
            return major >= int(self.skip[:-1])
        if "-" in self.skip:
            low, high = self.skip.split("-")
            return int(low) <= major <= int(high)
        return major == int(self.skip)


def read(path):
    """The checks of the manifest at `path`, in order; raises ManifestError on any malformed line."""
    problems = []
    checks = []
    seen = set()
    hooks = {}
    finished_scenarios = set()
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except OSError as error:
        raise ManifestError("cannot read the manifest: {}".format(error))
    for number, line in enumerate(lines, 1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        where = "{}:{}".format(path, number)
        fields = text.split()
        if len(fields) != 4:
            problems.append("{}: {} columns, expected 4 (check fault hook skip)".format(where, len(fields)))
            continue
        check_id, fault, hook, skip = fields
        if not CHECK_ID.match(check_id):
            problems.append("{}: '{}' is not a check id (scenario/check, lowercase words and -)".format(where, check_id))
            continue
        if fault == "-" or not FAULT.match(fault):
            problems.append("{}: {} names no fault: a check no fault can break is not a check".format(where, check_id))
        if hook not in HOOKS:
            problems.append("{}: hook '{}' is neither ready nor pending".format(where, hook))
        if not SKIP.match(skip):
            problems.append("{}: skip '{}' is not -, 14, 14-15 or 16+".format(where, skip))
        if check_id in seen:
            problems.append("{}: {} is listed twice".format(where, check_id))
        seen.add(check_id)
        if hooks.setdefault(fault, hook) != hook:
            problems.append("{}: fault {} is {} here, {} on an earlier line".format(where, fault, hook, hooks[fault]))
        check = Check(check_id, fault, hook, skip)
        if checks and checks[-1].scenario != check.scenario:
            finished_scenarios.add(checks[-1].scenario)
        if check.scenario in finished_scenarios:
            problems.append("{}: {}'s checks are not together".format(where, check.scenario))
        checks.append(check)
    if not checks and not problems:
        problems.append("{}: no checks".format(path))
    if problems:
        raise ManifestError("\n".join(problems))
    return checks


def scenarios(checks):
    """The scenario ids of `checks`, in order, each once."""
    ordered = []
    for check in checks:
        if check.scenario not in ordered:
            ordered.append(check.scenario)
    return ordered


def faults(checks, scenario):
    """(fault, hook, [checks]) for each fault of `scenario`'s checks, in the order they appear."""
    grouped = []
    for check in checks:
        if check.scenario != scenario:
            continue
        for entry in grouped:
            if entry[0] == check.fault:
                entry[2].append(check)
                break
        else:
            grouped.append((check.fault, check.hook, [check]))
    return grouped


def main(arguments):
    if len(arguments) < 2 or arguments[1] not in ("checks", "scenarios", "faults"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        checks = read(arguments[0])
    except ManifestError as error:
        print(error, file=sys.stderr)
        return 2
    if arguments[1] == "checks":
        for check in checks:
            print(check.id)
    elif arguments[1] == "scenarios":
        for scenario in scenarios(checks):
            print(scenario)
    else:
        if len(arguments) != 3:
            print("manifest.py: faults needs a scenario", file=sys.stderr)
            return 2
        for fault, hook, grouped in faults(checks, arguments[2]):
            print("\t".join([fault, hook, ",".join(check.id for check in grouped)]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
