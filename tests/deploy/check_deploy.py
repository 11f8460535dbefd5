#!/usr/bin/env python3
"""tst_deploy: deploy/ as a user of it relies on it, offline.

1. The kustomization renders (kustomize_render.py, the features kubectl's kustomize would apply).
2. Every rendered resource validates against Kubernetes' published schemas (validate_manifests.js,
   the npm package kubernetes-models that scripts/lib.sh installs), unknown fields refused.
3. The Jobs fit together: an Indexed Job whose completions, parallelism and `--shard N` agree; the
   merge Job reads the folder the shards write, on the same volume; the plan's key comes from a
   Secret through the environment and is written nowhere in deploy/.
4. The image recipe is Debian 12's and installs (directly or as dependencies) the package of every
   library ttft-bench links; a sanitizer build's runtimes aside
   (readelf and dpkg on the ttft-bench just built).
5. README's Kubernetes steps name these files and commands.

usage: check_deploy.py SOURCE_DIR TTFT_BENCH NODE_MODULES
       check_deploy.py --self-test SOURCE_DIR NODE_MODULES   (planted mistakes must be caught)
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import kustomize_render  # noqa: E402

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


def by_kind(resources, kind, name):
    for resource in resources:
        if resource["kind"] == kind and resource["metadata"]["name"] == name:
            return resource
    failures.append(f"no {kind} {name} in deploy/")
    return None


def check_jobs(resources):
    plan = by_kind(resources, "ConfigMap", "ttft-plan")
    shards = by_kind(resources, "Job", "ttft-shards")
    merge = by_kind(resources, "Job", "ttft-merge")
    claim = by_kind(resources, "PersistentVolumeClaim", "ttft-runs")
    if not (plan and shards and merge and claim):
        return
    spec = shards["spec"]
    check(spec.get("completionMode") == "Indexed", "the shards Job is not Indexed: its pods would get no JOB_COMPLETION_INDEX")
    pod = spec["template"]["spec"]
    [container] = pod["containers"]
    args = container["args"]
    check(args[:1] == ["run"] and "--shard" in args, f"the shards Job does not run `ttft-bench run --shard`: {args}")
    shard_count = args[args.index("--shard") + 1] if "--shard" in args else ""
    check(re.fullmatch(r"\d+", shard_count) is not None, f"--shard {shard_count}: the index must come from JOB_COMPLETION_INDEX")
    check(str(spec.get("completions")) == shard_count == str(spec.get("parallelism")),
          f"completions {spec.get('completions')}, parallelism {spec.get('parallelism')} and --shard {shard_count} differ")
    check(pod.get("restartPolicy") == "Never" and spec.get("backoffLimit") == 0,
          "a failed shard would run again, at another time, alone")
    out = args[args.index("--out") + 1] if "--out" in args else None
    check(out is not None, "the shards write no files (--out)")
    merge_args = merge["spec"]["template"]["spec"]["containers"][0]["args"]
    check(merge_args[:1] == ["merge-shards"] and out in merge_args and "--wait" in merge_args,
          f"the merge Job does not wait for and merge {out}: {merge_args}")

    # The volume: the same claim, mounted where --out and the merge point.
    def mounts(job):
        pod_spec = job["spec"]["template"]["spec"]
        claims = {v["name"]: v.get("persistentVolumeClaim", {}).get("claimName") for v in pod_spec.get("volumes", [])}
        return {m["mountPath"]: claims.get(m["name"]) for c in pod_spec["containers"] for m in c.get("volumeMounts", [])}
    for job in (shards, merge):
        runs = [path for path, claim_name in mounts(job).items() if claim_name == "ttft-runs"]
        check(len(runs) == 1 and out and out.startswith(runs[0] + "/"),
              f"{job['metadata']['name']}: {out} is not on the ttft-runs volume ({runs})")
    plan_path = args[args.index("--plan") + 1]
    config_mounts = [m["mountPath"] for m in container.get("volumeMounts", [])
                     for v in pod.get("volumes", []) if v["name"] == m["name"] and v.get("configMap", {}).get("name") == "ttft-plan"]
    check(os.path.dirname(plan_path) in config_mounts, f"--plan {plan_path} is not where the ConfigMap is mounted ({config_mounts})")

    # Keys: the plan names a variable; the container fills it from a Secret, never inline.
    plan_json = json.loads(plan["data"]["plan.json"])
    env = {e["name"]: e for e in container.get("env", [])}
    for provider in plan_json["providers"]:
        key_env = provider.get("api_key_env")
        if key_env:
            check(key_env in env and "secretKeyRef" in env[key_env].get("valueFrom", {}),
                  f"{key_env} does not come from a Secret")
    for name, variable in env.items():
        if re.search(r"KEY|TOKEN|SECRET|PASSWORD", name):
            check("value" not in variable, f"{name} is written in a manifest")
    for resource in resources:
        check(resource["kind"] != "Secret", "a Secret in deploy/ would put a key in the repository")
    # Every $(VAR) in the args is a variable of the container.
    for arg in args:
        for variable in re.findall(r"\$\(([A-Za-z_][A-Za-z0-9_]*)\)", arg):
            check(variable in env, f"$({variable}) in the args is no variable of the container")
    check(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)", plan["data"].get("start-at", "")) is not None,
          "start-at is no ISO 8601 time with its zone")
    return shards, merge


def check_containerfile(source, bench, text=None):
    if text is None:
        text = open(os.path.join(source, "deploy", "Containerfile"), encoding="utf-8").read()
    stages = re.findall(r"^FROM\s+(\S+)", text, re.M)
    check(stages and all(re.match(r"(docker\.io/library/)?debian:12(-slim)?\b", s) for s in stages),
          f"the image is not built from Debian 12: {stages}")
    final_stage = text[text.rindex("\nFROM"):]
    installed = set()
    for block in re.findall(r"apt-get install ([^&]*)", final_stage):
        installed.update(w for w in block.replace("\\\n", " ").split() if not w.startswith("-"))
    pulled_in = dependency_closure(installed)
    needed = subprocess.run(["readelf", "-d", bench], capture_output=True, text=True, check=True).stdout
    libraries = re.findall(r"\(NEEDED\).*\[(.+)\]", needed)
    # The image builds a release binary (cmake --preset release in the build stage). A sanitizer
    # build of the same code links its runtimes, which no image ships: they are no gap in the recipe.
    sanitizer = [lib for lib in libraries if re.match(r"lib(a|ub|t|l)san\.so", lib)]
    if sanitizer:
        print(f"Containerfile: {bench} is a sanitizer build; its runtimes {sanitizer} are not the image's")
        libraries = [lib for lib in libraries if lib not in sanitizer]
    ldd = subprocess.run(["ldd", bench], capture_output=True, text=True, check=True).stdout
    paths = dict(re.findall(r"^\s*(\S+) => (\S+)", ldd, re.M))
    base = {"libc6", "libgcc-s1", "libstdc++6"}  # in every Debian image
    for library in libraries:
        if library not in paths:
            continue
        # dpkg knows a file by the path its package ships: with /usr merged, /lib/… or /usr/lib/….
        real = os.path.realpath(paths[library])
        for candidate in (paths[library], real, re.sub(r"^/usr/", "/", real)):
            owner = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
            if owner.returncode == 0:
                break
        if owner.returncode != 0:
            failures.append(f"{library}: no Debian package holds {paths[library]}")
            continue
        package = owner.stdout.split(":")[0]
        check(package in pulled_in or package in base, f"the image lacks {package} ({library}, which ttft-bench links)")
    print(f"Containerfile: runtime packages {sorted(installed)} (with their dependencies, {len(pulled_in)} "
          f"packages) cover {len(libraries)} linked libraries")


def dependency_closure(packages):
    """The packages apt-get installs for `packages`: them and their Depends and Pre-Depends, followed
    through the dpkg database of this machine (which holds every package the binary just built links).
    Of alternatives ("a | b") the installed one counts, as apt would find it satisfied."""
    def depends(package):
        out = subprocess.run(["dpkg-query", "-W", "-f=${Status}\t${Pre-Depends}, ${Depends}", package],
                             capture_output=True, text=True)
        if out.returncode != 0 or "\t" not in out.stdout or " installed" not in out.stdout.split("\t")[0]:
            return None
        return out.stdout.split("\t", 1)[1]

    seen, todo = set(), list(packages)
    while todo:
        package = todo.pop()
        if package in seen:
            continue
        seen.add(package)
        fields = depends(package)
        if fields is None:
            continue
        for clause in fields.split(","):
            choices = [re.sub(r"\s*\(.*?\)|:any|\s", "", c) for c in clause.split("|")]
            choices = [c for c in choices if c]
            installed_choice = next((c for c in choices if depends(c) is not None), choices[0] if choices else None)
            if installed_choice:
                todo.append(installed_choice)
    return seen


def check_readme(source, shards, merge):
    text = open(os.path.join(source, "README.md"), encoding="utf-8").read()
    start = text.find("## Beyond one machine")
    check(start >= 0, "README has no 'Beyond one machine' section")
    section = text[start:text.find("\n## ", start + 1)]
    for needed in ("kubectl apply -k deploy", "kubectl create secret generic ttft-api-keys", "deploy/Containerfile",
                   "deploy/plan-configmap.yaml"):
        check(needed in section, f"README's Kubernetes steps lack `{needed}`")
    # The commands each pod runs, word for word.
    for job in (shards, merge):
        args = job["spec"]["template"]["spec"]["containers"][0]["args"]
        check("ttft-bench " + " ".join(args) in section, f"README does not show the {job['metadata']['name']} command: {' '.join(args)}")


def validate(resources, node_modules):
    validation = subprocess.run(["node", os.path.join(HERE, "validate_manifests.js")], input=json.dumps(resources),
                                capture_output=True, text=True, env=dict(os.environ, NODE_PATH=node_modules))
    sys.stdout.write(validation.stdout)
    check(validation.returncode == 0, "a manifest does not validate: " + (validation.stderr.strip() or "see above"))


def self_test(source, node_modules):
    """Each planted mistake is caught: a check that cannot fail would prove nothing."""
    import copy
    rendered = kustomize_render.render(os.path.join(source, "deploy"))

    def job(resources):
        return next(r for r in resources if r["kind"] == "Job" and r["metadata"]["name"] == "ttft-shards")

    def completions(resources):
        job(resources)["spec"]["completions"] = 3

    def misspelt(resources):
        job(resources)["spec"]["completionsMode"] = job(resources)["spec"].pop("completionMode")

    def wrong_type(resources):
        job(resources)["spec"]["parallelism"] = "four"

    def inline_key(resources):
        for variable in job(resources)["spec"]["template"]["spec"]["containers"][0]["env"]:
            if variable["name"] == "PROVIDER_API_KEY":
                variable.pop("valueFrom")
                variable["value"] = "sk-planted"

    def secret(resources):
        resources.append({"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "k"}, "stringData": {"k": "v"}})

    caught = 0
    for plant in (completions, misspelt, wrong_type, inline_key, secret):
        resources = copy.deepcopy(rendered)
        plant(resources)
        failures.clear()
        validate(resources, node_modules)
        check_jobs(resources)
        if failures:
            caught += 1
            print(f"self-test: {plant.__name__} caught: {failures[0]}")
        else:
            print(f"self-test: {plant.__name__} NOT caught")
    failures.clear()
    return 0 if caught == 5 else 1


def main(argv):
    if len(argv) == 4 and argv[1] == "--self-test":
        return self_test(argv[2], argv[3])
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    source, bench, node_modules = argv[1:]
    try:
        resources = kustomize_render.render(os.path.join(source, "deploy"))
    except Exception as error:  # a broken file is the test's finding, said in one line
        print(f"FAIL: deploy/ does not render: {error}")
        return 1
    print(f"rendered {len(resources)} resources: " + ", ".join(f"{r['kind']} {r['metadata']['name']}" for r in resources))
    if not os.path.isdir(os.path.join(node_modules, "kubernetes-models")):
        print(f"FAIL: {node_modules}/kubernetes-models is missing: scripts/test installs it (scripts/lib.sh, ttft_ensure_node_packages)")
        return 1
    validate(resources, node_modules)
    jobs = check_jobs(resources)
    check_containerfile(source, bench)
    # The library check must be able to fail: the same recipe without libcurl4 is caught.
    kept = list(failures)
    recipe = open(os.path.join(source, "deploy", "Containerfile"), encoding="utf-8").read()
    check_containerfile(source, bench, recipe.replace(" libcurl4 ", " "))
    caught = any("libcurl4" in f for f in failures[len(kept):])
    failures[:] = kept
    check(caught, "a recipe without libcurl4 was not caught by the library check")
    if jobs:
        check_readme(source, *jobs)
    for failure in failures:
        print(f"FAIL: {failure}")
    print("deploy/: " + ("every check passed" if not failures else f"{len(failures)} check(s) failed"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
