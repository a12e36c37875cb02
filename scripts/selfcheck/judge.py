#!/usr/bin/env python3
"""Judges one self-check launch against the manifest, for scripts/selfcheck-simulators.

The app's lines are evidence, never the verdict: a check passes only when the manifest names it,
the app reported it exactly once, and it said PASS (or SKIP where the manifest allows a SKIP on
this iOS version); the app's own result line must also be there and say PASS.

Usage:
  judge.py list  MANIFEST LOG
      the app's -CellBridgeSelfCheckList output against the manifest
  judge.py run   MANIFEST LOG SCENARIO IOS_VERSION LAUNCH RECORD RUNTIME
      one scenario's launch; LAUNCH is how it ended: ran, timeout or launch-error. A launch that
      was still running at its time limit fails even after a result line, and so does a fault the
      app announces (no fault is switched on in a run)
  judge.py prove MANIFEST LOG SCENARIO IOS_VERSION LAUNCH RECORD RUNTIME FAULT
      one scenario launched with FAULT on (LOG "-" when the fault's hook is pending: no launch):
      every check the manifest gives that fault must FAIL

Prints "problem<TAB>text" lines, then "verdict<TAB>PASS|FAIL|NO-RESULT<TAB>passed<TAB>failed<TAB>skipped".
Appends one "mode<TAB>runtime<TAB>scenario<TAB>check<TAB>status<TAB>detail" line per check to RECORD.
Exit: 0 judged (whatever the verdict); 2 a usage error or a malformed manifest.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import manifest  # noqa: E402  (beside this file)

CHECK_LINE = re.compile(r"^(PASS|FAIL|SKIP) ([a-z0-9-]+/[a-z0-9-]+)(?:: (.*))?$")
RESULT_LINE = re.compile(r"^CELLBRIDGE-SELFCHECK-RESULT (.*)$")
LISTED_CHECK = re.compile(r"^CELLBRIDGE-SELFCHECK-CHECK id=(\S+)$")
LISTED_SCENARIO = re.compile(r"^CELLBRIDGE-SELFCHECK-SCENARIO id=(\S+) checks=([0-9]+)$")
FAULT_LINE = "CELLBRIDGE-SELFCHECK-FAULT name="


def read_lines(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        return [line.rstrip("\r\n").replace("\r", "") for line in handle]


def fields(text):
    return dict(part.split("=", 1) for part in text.split() if "=" in part)


def clean(text):
    return " ".join((text or "").split())


class Verdict:
    def __init__(self):
        self.problems = []
        self.passed = self.failed = self.skipped = 0

    def say(self, status, no_result=False):
        for problem in self.problems:
            print("problem\t" + clean(problem))
        if no_result:
            status = "NO-RESULT"
        elif self.problems:
            status = "FAIL"
        print("\t".join(["verdict", status, str(self.passed), str(self.failed), str(self.skipped)]))


def judge_list(checks, log):
    verdict = Verdict()
    lines = read_lines(log)
    listed = [m.group(1) for m in map(LISTED_CHECK.match, lines) if m]
    declared = {m.group(1): int(m.group(2)) for m in map(LISTED_SCENARIO.match, lines) if m}
    if not listed and not declared:
        verdict.problems.append("the app listed no checks")
        verdict.say("FAIL", no_result=True)
        return
    expected = [check.id for check in checks]
    for check_id in expected:
        if check_id not in listed:
            verdict.problems.append("the app does not list {}, which the manifest expects".format(check_id))
    for check_id in listed:
        if check_id not in expected:
            verdict.problems.append("the app lists {}, which the manifest does not name".format(check_id))
    for scenario, count in sorted(declared.items()):
        actual = sum(1 for check_id in listed if check_id.split("/")[0] == scenario)
        if actual != count:
            verdict.problems.append("the app's list says {} has {} checks but names {}".format(scenario, count, actual))
    if not verdict.problems and listed != expected:
        verdict.problems.append("the app lists the manifest's checks in another order")
    verdict.say("PASS")


def launch_problem(scenario, launch, lines):
    if launch == "timeout":
        return "{} did not report: still running at its time limit, ended (a hang)".format(scenario)
    if launch == "launch-error":
        said = next((line for line in lines if line.strip()), "nothing")
        return "{} did not start: simctl could not launch the app, twice ({})".format(scenario, said.strip())
    return "{} did not report: no result line (a crash, an assertion or an uncaught exception)".format(scenario)


def reported_checks(lines, scenario, verdict):
    """{check id: [(status, detail)]} of the check lines that name `scenario`'s checks."""
    reported = {}
    for line in lines:
        match = CHECK_LINE.match(line)
        if match:
            reported.setdefault(match.group(2), []).append((match.group(1), match.group(3) or ""))
        elif re.match(r"^(PASS|FAIL|SKIP) ", line):
            verdict.problems.append("a check line without a check id: {}".format(line))
    return reported


def judge_run(checks, log, scenario, ios, launch, record, runtime):
    verdict = Verdict()
    lines = read_lines(log)
    expected = [check for check in checks if check.scenario == scenario]
    if not expected:
        print("judge.py: the manifest has no scenario {}".format(scenario), file=sys.stderr)
        sys.exit(2)
    reported = reported_checks(lines, scenario, verdict)
    rows = []
    for check in expected:
        seen = reported.pop(check.id, [])
        if not seen:
            rows.append((check.id, "NOT-REPORTED", ""))
            continue
        status, detail = seen[0]
        if len(seen) > 1:
            verdict.problems.append("{} was reported {} times".format(check.id, len(seen)))
            rows.append((check.id, "REPORTED-TWICE", detail))
        elif status == "PASS":
            verdict.passed += 1
            rows.append((check.id, "PASS", detail))
        elif status == "FAIL":
            verdict.failed += 1
            verdict.problems.append("FAIL {}: {}".format(check.id, detail))
            rows.append((check.id, "FAIL", detail))
        elif check.may_skip_on(ios):
            verdict.skipped += 1
            rows.append((check.id, "SKIP", detail))
        else:
            verdict.skipped += 1
            verdict.problems.append(
                "SKIP {} is not allowed on iOS {} by the manifest (allowed: {}): {}".format(
                    check.id, ios, check.skip, detail))
            rows.append((check.id, "SKIP-NOT-ALLOWED", detail))
    for check_id, seen in reported.items():
        verdict.problems.append("{} {} is not in the manifest".format(seen[0][0], check_id))
        rows.append((check_id, "NOT-IN-MANIFEST", seen[0][1]))
    result = next((m.group(1) for m in map(RESULT_LINE.match, lines) if m), None)
    announced = [line[len(FAULT_LINE):] for line in lines if line.startswith(FAULT_LINE)]
    if announced:
        verdict.problems.insert(0, "{} ran with the fault {} switched on, in a run without faults: its checks say "
                                   "nothing of the library".format(scenario, ", ".join(announced)))
    if result is None:
        verdict.problems.insert(0, launch_problem(scenario, launch, lines))
    else:
        if launch == "timeout":
            verdict.problems.append("{} printed its result but was still running at its time limit, ended "
                                    "(a hang after the checks)".format(scenario))
        for row in rows:
            if row[1] == "NOT-REPORTED":
                verdict.problems.append("{} was never reported".format(row[0]))
        values = fields(result)
        if values.get("scenarios") != scenario:
            verdict.problems.append("the result line is for '{}', not {}".format(values.get("scenarios"), scenario))
        elif values.get("result") != "PASS":
            verdict.problems.append("the app's result line says {}: {}".format(values.get("result"), result))
    write(record, "run", runtime, scenario, rows)
    verdict.say("PASS", no_result=result is None)


def judge_prove(checks, log, scenario, ios, launch, record, runtime, fault):
    verdict = Verdict()
    guarded = [check for check in checks if check.scenario == scenario and check.fault == fault]
    if not guarded:
        print("judge.py: the manifest gives no check of {} the fault {}".format(scenario, fault), file=sys.stderr)
        sys.exit(2)
    rows = []
    if log == "-":
        for check in guarded:
            verdict.problems.append("{}: hook pending: CellBridge does not honour the fault {} yet".format(check.id, fault))
            rows.append((check.id, "HOOK-PENDING", fault))
        write(record, "prove", runtime, scenario, rows)
        verdict.say("FAIL")
        return
    lines = read_lines(log)
    arrived = any(line == FAULT_LINE + fault for line in lines)
    reported = reported_checks(lines, scenario, verdict)
    finished = any(RESULT_LINE.match(line) for line in lines)
    for check in guarded:
        seen = reported.get(check.id, [])
        status = seen[0][0] if len(seen) == 1 else None
        if not arrived:
            problem = "the app never announced the fault {}: the argument did not arrive".format(fault)
        elif status == "FAIL":
            verdict.failed += 1
            rows.append((check.id, "PROVEN", seen[0][1]))
            continue
        elif status == "SKIP" and check.may_skip_on(ios):
            verdict.skipped += 1
            rows.append((check.id, "NOT-ON-THIS-PATH", seen[0][1]))
            continue
        elif len(seen) > 1:
            problem = "reported {} times".format(len(seen))
        elif not seen:
            problem = "never reported" if finished else launch_problem(scenario, launch, lines)
        else:
            problem = "said {} with the fault on: it does not catch {}".format(status, fault)
        if status == "PASS":
            verdict.passed += 1
        verdict.problems.append("{}: {}".format(check.id, problem))
        rows.append((check.id, "NOT-PROVEN", problem))
    write(record, "prove", runtime, scenario, rows)
    verdict.say("PASS")


def write(record, mode, runtime, scenario, rows):
    with open(record, "a", encoding="utf-8") as handle:
        for check_id, status, detail in rows:
            handle.write("\t".join([mode, runtime, scenario, check_id, status, clean(detail)]) + "\n")


def main(arguments):
    shapes = {"list": 3, "run": 8, "prove": 9}
    if not arguments or shapes.get(arguments[0]) != len(arguments):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        checks = manifest.read(arguments[1])
    except manifest.ManifestError as error:
        print(error, file=sys.stderr)
        return 2
    if arguments[0] == "list":
        judge_list(checks, arguments[2])
    elif arguments[0] == "run":
        judge_run(checks, *arguments[2:])
    else:
        judge_prove(checks, *arguments[2:])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
