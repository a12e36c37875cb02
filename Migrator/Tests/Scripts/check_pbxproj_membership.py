#!/usr/bin/env python3
"""Checks, with the independent PyPI `pbxproj` package, that an Xcode project lists FILE the way Xcode
itself would after "Add Files…": one file reference resolving to FILE through the group tree, in the same
group as NEIGHBOUR, and one build file for it in TARGET's Sources phase. Also checks that the whole file
loads (every object parses) and that no object references an id the file does not define.

Usage: check_pbxproj_membership.py PATH/TO/App.xcodeproj FILE TARGET NEIGHBOUR
       (FILE and NEIGHBOUR relative to the folder that holds the .xcodeproj)
Exit status 0 when every check holds; otherwise 1, one line per failed check.
"""
import os
import re
import sys

from pbxproj import XcodeProject


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__.strip().splitlines()[-2])
    project_dir, file, target_name, neighbour = sys.argv[1:]
    path = os.path.join(project_dir, "project.pbxproj")
    project = XcodeProject.load(path)
    root = os.path.dirname(os.path.abspath(project_dir))
    problems = []

    parents = {}
    for group in project.objects.get_objects_in_section("PBXGroup", "PBXVariantGroup"):
        for child in group.children:
            parents[child] = group

    def resolved(reference):
        parts = []
        node = reference
        while node is not None:
            if node.get("path", None):
                parts.append(node.path)
            node = parents.get(node.get_id())
        return os.path.normpath(os.path.join(*reversed(parts))) if parts else ""

    references = [r for r in project.objects.get_objects_in_section("PBXFileReference") if resolved(r) == file]
    neighbours = [r for r in project.objects.get_objects_in_section("PBXFileReference") if resolved(r) == neighbour]
    if len(references) != 1:
        problems.append(f"{len(references)} file references resolve to {file}, expected 1")
    if len(neighbours) != 1:
        problems.append(f"{len(neighbours)} file references resolve to {neighbour}, expected 1")
    if len(references) == 1 and len(neighbours) == 1:
        group = parents.get(references[0].get_id())
        if group is None or group is not parents.get(neighbours[0].get_id()):
            problems.append(f"{file} is not in the group of {neighbour}")
        if references[0].get("lastKnownFileType", None) != "sourcecode.swift":
            problems.append(f"{file} is not a Swift source reference")
        target = next((t for t in project.objects.get_targets() if t.name == target_name), None)
        if target is None:
            problems.append(f"no target {target_name}")
        else:
            compiled = 0
            for phase_id in target.buildPhases:
                phase = project.objects[phase_id]
                if phase.isa != "PBXSourcesBuildPhase":
                    continue
                for build_id in phase.files:
                    build = project.objects[build_id]
                    if build is None:
                        problems.append(f"Sources lists {build_id}, which is not defined")
                    elif build.fileRef == references[0].get_id():
                        compiled += 1
            if compiled != 1:
                problems.append(f"{target_name}'s Sources phase compiles {file} {compiled} times, expected once")
    # Every 24-digit id used anywhere is defined.
    text = open(path, encoding="utf-8").read()
    defined = set(project.objects.get_keys())
    for identifier in set(re.findall(r"\b[0-9A-F]{24}\b", text)):
        if identifier not in defined:
            problems.append(f"{identifier} is referenced but not defined")
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
