#!/usr/bin/env python3
"""Prints the Swift files an Xcode target compiles, one path per line, as its project.pbxproj lists them.

Read with the independent `pbxproj` package (PyPI), not with cellbridge's own parser, so a script that
type-checks an app "as its project lists its sources" does not trust the tool it checks. Paths are
resolved through the group tree (`<group>`-relative paths) from the folder that holds the .xcodeproj.

Usage: pbxproj_sources.py PATH/TO/App.xcodeproj [TARGET]   (TARGET defaults to the first native target)
"""
import os
import sys

try:
    from pbxproj import XcodeProject
except ImportError:
    sys.exit("pbxproj_sources.py: the 'pbxproj' package is missing (python3 -m pip install pbxproj)")


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.strip().splitlines()[-1])
    project_dir = sys.argv[1].rstrip("/")
    project = XcodeProject.load(os.path.join(project_dir, "project.pbxproj"))
    targets = project.objects.get_targets()
    name = sys.argv[2] if len(sys.argv) == 3 else None
    target = next((t for t in targets if name is None or t.name == name), None)
    if target is None:
        sys.exit(f"pbxproj_sources.py: no target named {name!r} in {project_dir}")
    parents = {}
    for group in project.objects.get_objects_in_section("PBXGroup", "PBXVariantGroup"):
        for child in group.children:
            parents[child] = group
    root = os.path.dirname(os.path.abspath(project_dir))

    def path_of(reference):
        parts = []
        node = reference
        while node is not None:
            if node.get("sourceTree", None) not in (None, "<group>", "SOURCE_ROOT"):
                sys.exit(f"pbxproj_sources.py: {reference.get('path', None)} is relative to {node.sourceTree}; not supported")
            if node.get("path", None):
                parts.append(node.path)
            if node.get("sourceTree", None) == "SOURCE_ROOT":
                break
            node = parents.get(node.get_id())
        return os.path.normpath(os.path.join(root, *reversed(parts)))

    for phase_id in target.buildPhases:
        phase = project.objects[phase_id]
        if phase.isa != "PBXSourcesBuildPhase":
            continue
        for build_file_id in phase.files:
            reference = project.objects[project.objects[build_file_id].fileRef]
            path = path_of(reference)
            if path.endswith(".swift"):
                print(path)


if __name__ == "__main__":
    main()
