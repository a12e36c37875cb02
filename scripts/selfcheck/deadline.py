#!/usr/bin/env python3
"""Runs a command with a hard end, for scripts/selfcheck-simulators (macOS has no timeout(1)).

The command runs in a process group of its own, its input /dev/null. At its time limit the whole group gets SIGTERM,
and whatever of it is still there GRACE seconds later gets SIGKILL: `simctl launch --console`
passes SIGTERM on to the app instead of exiting, and a stuck simctl may ignore it. If this
script is itself interrupted, the group is ended the same way.

Usage: deadline.py SECONDS GRACE COMMAND [ARGUMENT...]
Exit:  the command's status (128 + N when signal N ended it); 124 when it was still running at
       its time limit.
"""

import os
import signal
import subprocess
import sys


def end_group(process, grace):
    """SIGTERM to the command's group, SIGKILL to what is left of it after `grace` seconds."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        pass
    try:
        os.killpg(process.pid, signal.SIGKILL)  # also children that outlived their leader
    except (ProcessLookupError, PermissionError):
        pass
    process.wait()


def status_of(process):
    return 128 - process.returncode if process.returncode < 0 else process.returncode


def main(arguments):
    if len(arguments) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    seconds, grace = float(arguments[0]), float(arguments[1])
    try:
        process = subprocess.Popen(arguments[2:], stdin=subprocess.DEVNULL, start_new_session=True)
    except OSError as error:
        print("deadline.py: cannot run {}: {}".format(arguments[2], error), file=sys.stderr)
        return 127

    def interrupted(number, _frame):
        end_group(process, grace)
        sys.exit(128 + number)

    signal.signal(signal.SIGTERM, interrupted)
    signal.signal(signal.SIGINT, interrupted)
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        end_group(process, grace)
        return 124
    return status_of(process)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
