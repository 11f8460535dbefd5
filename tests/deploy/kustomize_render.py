#!/usr/bin/env python3
"""Renders deploy/'s kustomization as `kubectl kustomize` does, for the few features it uses.

kubectl (which embeds kustomize) is not packaged in Debian 12 in a usable version, so the tests
render the kustomization themselves: its `resources` (YAML files in the same folder, several
documents each), `namespace` (set on every namespaced resource, as kustomize's namespace
transformer does) and `images` (a container image named `name` gets `newName` and `newTag`). Any
other field of the kustomization is refused, so that a feature this script does not do cannot be
rendered wrong in silence. Prints the resources as one JSON array (--json) or as YAML documents.
"""
import json
import os
import sys

import yaml

SUPPORTED = {"apiVersion", "kind", "namespace", "resources", "images"}
# Kinds that live outside any namespace (the ones a kustomization here may hold).
CLUSTER_SCOPED = {"Namespace", "PersistentVolume", "StorageClass", "ClusterRole", "ClusterRoleBinding",
                  "CustomResourceDefinition", "PriorityClass"}


class RenderError(Exception):
    pass


def load_documents(path):
    with open(path, encoding="utf-8") as stream:
        return [doc for doc in yaml.safe_load_all(stream) if doc is not None]


def retag(image, images):
    """A container image after the kustomization's `images` list."""
    name, tag = image, None
    if "@" not in image and ":" in image.rsplit("/", 1)[-1]:
        name, tag = image.rsplit(":", 1)
    for rule in images:
        if rule.get("name") != name:
            continue
        name = rule.get("newName", name)
        tag = rule.get("newTag", tag)
        if "digest" in rule:
            return f"{name}@{rule['digest']}"
    return f"{name}:{tag}" if tag is not None else name


def pod_specs(resource):
    spec = resource.get("spec") or {}
    if resource.get("kind") == "Pod":
        yield spec
    template = spec.get("template")
    if isinstance(template, dict) and isinstance(template.get("spec"), dict):
        yield template["spec"]
    job_template = spec.get("jobTemplate")
    if isinstance(job_template, dict):
        inner = (job_template.get("spec") or {}).get("template") or {}
        if isinstance(inner.get("spec"), dict):
            yield inner["spec"]


def render(folder):
    kustomization_path = os.path.join(folder, "kustomization.yaml")
    [kustomization] = load_documents(kustomization_path)
    unknown = set(kustomization) - SUPPORTED
    if unknown:
        raise RenderError(f"{kustomization_path}: fields this renderer does not do: {sorted(unknown)}")
    if kustomization.get("kind") != "Kustomization":
        raise RenderError(f"{kustomization_path}: kind must be Kustomization")
    namespace = kustomization.get("namespace")
    images = kustomization.get("images") or []
    resources = []
    for entry in kustomization.get("resources") or []:
        path = os.path.join(folder, entry)
        if not os.path.isfile(path):
            raise RenderError(f"{kustomization_path}: resource {entry} is not a file in {folder}")
        resources.extend(load_documents(path))
    for resource in resources:
        if not isinstance(resource, dict) or "kind" not in resource or "metadata" not in resource:
            raise RenderError(f"a resource without kind or metadata: {resource!r:.80}")
        if namespace and resource["kind"] not in CLUSTER_SCOPED:
            resource["metadata"]["namespace"] = namespace
        for pod in pod_specs(resource):
            for key in ("containers", "initContainers"):
                for container in pod.get(key) or []:
                    if "image" in container:
                        container["image"] = retag(container["image"], images)
    return resources


def main(argv):
    as_json = "--json" in argv
    folders = [a for a in argv[1:] if a != "--json"]
    if len(folders) != 1:
        print("usage: kustomize_render.py [--json] FOLDER", file=sys.stderr)
        return 2
    try:
        resources = render(folders[0])
    except (RenderError, OSError, yaml.YAMLError, ValueError) as error:
        print(f"kustomize_render: {error}", file=sys.stderr)
        return 1
    if as_json:
        json.dump(resources, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        yaml.safe_dump_all(resources, sys.stdout, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
