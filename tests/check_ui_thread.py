#!/usr/bin/env python3
"""Fails on a call in ui/ that makes the UI thread wait (docs/ARCHITECTURE.md, Threads).

Usage: check_ui_thread.py SOURCE_DIR   (scans SOURCE_DIR/ui)
       check_ui_thread.py --self-test  (the check finds planted waits, and passes their clean forms)

What waits: a nested event loop (QEventLoop, a dialog's or a menu's exec(), the static QFileDialog
and QMessageBox helpers, processEvents), a blocking keychain call (KeyStore::read/write/remove,
resolveRunKeys), a sleep. Dialogs are opened with open() or show() and answer through a signal;
the keychain through KeyStore::readLater/writeLater and RunKeyResolver.

A line may wait only where it says why it cannot hold the UI thread, with the marker
`ui-thread-ok:` and the reason on the line itself or in the comment lines just above it (a
destructor joining a thread that has already been told to stop, a function only tests call).
Every problem is printed as FILE:LINE; the exit code is 1 when there is any.
"""
import os
import re
import sys
import tempfile

WAITS = re.compile(
    r"\bQEventLoop\b"
    r"|(\.|->)exec\s*\("
    r"|\bQFileDialog::get\w+\s*\("
    r"|\bQMessageBox::(question|warning|information|critical|about|aboutQt)\s*\("
    r"|\bQInputDialog::get\w+\s*\("
    r"|\bQColorDialog::getColor\s*\("
    r"|\bprocessEvents\s*\("
    r"|\bKeyStore::(read|write|remove)\s*\("
    r"|\bresolveRunKeys\s*\("
    r"|\bsleep_for\s*\(|\bQThread::(m|u)?sleep\s*\("
    r"|(\.|->)wait\s*\(|\.join\s*\(\s*\)"
)
MARKER = "ui-thread-ok:"
COMMENT = re.compile(r"^\s*//")


def sources(directory):
    for root, _, files in os.walk(directory):
        for name in sorted(files):
            if name.endswith((".h", ".cpp")):
                yield os.path.join(root, name)


def excused(lines, index):
    """The marker on the line, or in the run of comment lines just above it (or above the `if` that
    guards it)."""
    if MARKER in lines[index]:
        return True
    above = index - 1
    if above >= 0 and re.match(r"\s*(if|while) \(.*\)\s*$", lines[above]):
        above -= 1
    while above >= 0 and COMMENT.match(lines[above]):
        if MARKER in lines[above]:
            return True
        above -= 1
    return False


def problems(source_dir):
    found = []
    ui = os.path.join(source_dir, "ui")
    for path in sources(ui):
        with open(path, encoding="utf-8") as file:
            lines = file.read().splitlines()
        for index, line in enumerate(lines):
            if COMMENT.match(line):
                continue
            code = line.split("//", 1)[0]
            match = WAITS.search(code)
            if match and not excused(lines, index):
                found.append(f"{os.path.relpath(path, source_dir)}:{index + 1}: '{match.group(0).strip()}' makes the UI "
                             f"thread wait; open the dialog, use the *Later call, or say why not with '{MARKER}'")
    return found


def self_test():
    planted = {
        "ui/a.cpp": "void f() { QEventLoop loop; loop.exec(); }\n",
        "ui/b.cpp": "void g(QWidget *w) { QFileDialog::getOpenFileName(w); }\n",
        "ui/c.cpp": "void h() { QString e; KeyStore::write(\"n\", \"s\", &e); }\n",
        "ui/d.cpp": "void i(QDialog &d) {\n    d.exec();\n}\n",
    }
    clean = {
        "ui/e.cpp": "void j(QFileDialog *d) { d->open(); }\n// QEventLoop in a comment is no wait\n",
        "ui/f.cpp": "Owner::~Owner()\n{\n    // ui-thread-ok: the thread was told to stop and ends at its next record\n    m_thread.join(); sleep_for(x);\n}\n",
        "ui/g.cpp": "void k() { KeyStore::writeLater(\"n\", \"s\", this, done); }\n",
    }
    with tempfile.TemporaryDirectory() as root:
        for name, text in {**planted, **clean}.items():
            os.makedirs(os.path.dirname(os.path.join(root, name)), exist_ok=True)
            with open(os.path.join(root, name), "w", encoding="utf-8") as file:
                file.write(text)
        found = problems(root)
    flagged = {line.split(":", 1)[0] for line in found}
    missed = set(planted) - flagged
    wrong = flagged - set(planted)
    if missed or wrong:
        print("self-test failed: missed", sorted(missed), "wrongly flagged", sorted(wrong))
        for line in found:
            print(" ", line)
        return 1
    print(f"self-test passed: {len(found)} planted waits found, {len(clean)} clean files passed")
    return 0


def main(argv):
    if len(argv) == 2 and argv[1] == "--self-test":
        return self_test()
    if len(argv) != 2:
        print(__doc__)
        return 2
    found = problems(argv[1])
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} wait(s) on the UI thread")
        return 1
    print("no nested event loop or blocking wait in ui/")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
