#!/usr/bin/env python3
"""Fails on an #include that goes back up the data's path (docs/ARCHITECTURE.md).

Usage: check_layers.py SOURCE_DIR FOLDER...   (core's folders in the order data flows)
       check_layers.py --self-test            (the check finds a planted wrong-way include)

Three rules:
- core's folders: a folder may include the folders before it in the list, never one after it;
- libraries: core includes nothing of lab/, charts/, ui/ or app/; lab and charts nothing of each other,
  ui/ or app/; ui nothing of app/;
- a session's during_run is a typed value (core/model/duringrun.h): its JSON is named only there and
  read or written only by the session's own reader and writer (core/store/session.cpp), so that a
  change to what a run records touches core alone.
Every problem is printed as FILE:LINE: what it includes and why that is the wrong way; the exit
code is 1 when there is any.
"""
import os
import re
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
# Which top-level libraries each may include: the window and the CLI sit on everything below them.
LIBRARIES = {"core": set(), "lab": {"core"}, "charts": {"core"}, "ui": {"core", "lab", "charts"},
             "app": {"core", "lab", "charts", "ui"}}


# Where the JSON of during_run may appear, and what treating it as untyped JSON looks like.
DURING_RUN_HOMES = {"core/model/duringrun.h", "core/model/duringrun.cpp", "core/store/session.cpp"}
DURING_RUN_JSON = re.compile(
    r'"during_run"|"lab_client_minus_server_ttft_ms"|[dD]uringRun\s*(=\s*\{\{|\[|\.\s*(value|at|contains|is_object|items|find|update)\s*\()')


def sources(directory):
    for root, _, files in os.walk(directory):
        for name in sorted(files):
            if name.endswith((".h", ".cpp")):
                yield os.path.join(root, name)


def problems(source_dir, folders):
    rank = {folder: i for i, folder in enumerate(folders)}
    found = []
    for library, allowed in LIBRARIES.items():
        for path in sources(os.path.join(source_dir, library)):
            relative = os.path.relpath(path, source_dir)
            parts = relative.split(os.sep)
            folder = parts[1] if library == "core" and len(parts) > 2 else None
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    match = INCLUDE.match(line)
                    if not match:
                        continue
                    target = match.group(1).split("/")
                    where = f"{relative}:{number}"
                    # "lab/x.h", "ui/…" from the repository root: a library above this one.
                    if len(target) > 1 and target[0] in LIBRARIES and target[0] != library and target[0] not in allowed:
                        found.append(f"{where}: includes {match.group(1)}: {library}/ may not use {target[0]}/")
                        continue
                    if folder is not None and len(target) > 1 and target[0] in rank and rank[target[0]] > rank.get(folder, -1):
                        found.append(f"{where}: includes {match.group(1)}: core/{folder} comes before core/{target[0]} "
                                     f"in the data's path ({' → '.join(folders)})")
            found += during_run_problems(path, relative)
    return found


def during_run_problems(path, relative):
    if relative.replace(os.sep, "/") in DURING_RUN_HOMES:
        return []
    found = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            code = line.split("//", 1)[0]
            match = DURING_RUN_JSON.search(code)
            if match:
                found.append(f"{relative}:{number}: {match.group(0).strip()}: during_run is typed (model/duringrun.h); "
                             "its JSON belongs to core/model and the session's reader and writer")
    return found


def self_test():
    with tempfile.TemporaryDirectory() as root:
        for path, text in {
            "core/base/a.h": "",
            "core/wire/b.h": '#include "base/a.h"\n',
            "core/base/c.cpp": '#include "wire/b.h"\n',   # back up the path
            "core/wire/d.cpp": '#include "lab/x.h"\n',    # core using the lab
            "lab/x.h": '#include "wire/b.h"\n',           # the lab on core: fine
            "ui/y.h": '#include "lab/x.h"\n',             # the window on the lab: fine
            "app/z.cpp": 'session.duringRun["dispatched"] = 3;\n',   # during_run as untyped JSON
            "core/model/duringrun.cpp": 'object["during_run"];\n',    # its home: fine
        }.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text)
        found = problems(root, ["base", "wire"])
        expected = ["app/z.cpp:1", "core/base/c.cpp:1", "core/wire/d.cpp:1"]
        if sorted(p.split(": ")[0] for p in found) != expected:
            print("self-test: expected problems at", expected, "found:", *found, sep="\n  ")
            return 1
    print("self-test: the planted wrong-way includes and untyped during_run were found")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    found = problems(sys.argv[1], sys.argv[2:])
    for problem in found:
        print(problem)
    if not found:
        print(f"every include follows the data's path ({' → '.join(sys.argv[2:])}) and the libraries' order")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
