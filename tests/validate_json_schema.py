#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (draft 2020-12), with Debian's python3-jsonschema.

Usage: validate_json_schema.py SCHEMA DOCUMENT...
Prints one line per problem (document, where, what) and exits 1 when there is any, 2 when the
schema itself is not a valid schema.
"""
import json
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        print(f"{sys.argv[1]}: not a valid schema: {error.message}")
        return 2
    validator = Draft202012Validator(schema)
    problems = 0
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
            where = "/".join(str(part) for part in error.absolute_path) or "(top)"
            print(f"{path}: {where}: {error.message}")
            problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
