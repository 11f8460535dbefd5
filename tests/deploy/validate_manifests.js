// Validates Kubernetes resources (a JSON array on stdin, as kustomize_render.py --json prints them)
// against Kubernetes' published schemas, offline, with the npm package kubernetes-models: its
// validators are generated from Kubernetes' OpenAPI specification (types, required fields, enums,
// formats). That specification lets unknown fields pass, which the API server's strict field
// validation (kubectl's default since 1.27) refuses, so each resource is also walked along the
// package's type declarations (its .d.ts files, generated from the same specification) and every
// field that none declares is an error: a misspelt `completionMode` would otherwise run a Job
// that is not indexed.
// Prints one line per resource; exits 1 when any is invalid.
"use strict";
const fs = require("fs");
const path = require("path");

const packageRoot = path.dirname(require.resolve("kubernetes-models/package.json"));

// apiVersion → the package's folder: "v1" → v1, "batch/v1" → batch/v1, "rbac.authorization.k8s.io/v1" → same.
function modelFolder(apiVersion) {
  return path.join(packageRoot, apiVersion);
}

const declarations = new Map(); // file → { interfaces: Map(name → props), imports: Map(alias → file), exports: Map(alias → name) }

// A declaration file's import: relative, or another package beside kubernetes-models.
function resolveImport(fromFile, spec) {
  const base = spec.startsWith(".") ? path.resolve(path.dirname(fromFile), spec) : path.join(path.dirname(packageRoot), spec);
  return base + ".d.ts";
}

function readDeclarations(file) {
  if (declarations.has(file)) return declarations.get(file);
  const text = fs.readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const result = { interfaces: new Map(), imports: new Map(), exports: new Map() };
  for (const m of text.matchAll(/^import \{([^}]*)\} from "([^"]+)";/gm)) {
    for (const name of m[1].split(",").map((s) => s.trim()).filter(Boolean)) result.imports.set(name, resolveImport(file, m[2]));
  }
  for (const m of text.matchAll(/^export \{([^}]*)\};/gm)) {
    for (const part of m[1].split(",")) {
      const [local, alias] = part.split(" as ").map((s) => s.trim());
      if (alias) result.exports.set(alias, local);
    }
  }
  for (const m of text.matchAll(/^export interface (\w+)[^{]*\{\n([\s\S]*?)^\}/gm)) {
    const props = new Map();
    // Properties sit at four spaces; a map type opens a brace and closes it at four spaces.
    for (const p of m[2].matchAll(/^ {4}"([^"]+)"\??: ([^\n]*(?:\n {8}[^\n]*)*(?:\n {4}\};)?)/gm)) {
      props.set(p[1], p[2].replace(/;$/, "").trim());
    }
    result.interfaces.set(m[1], props);
  }
  declarations.set(file, result);
  return result;
}

// The properties of the type `name` as seen from `file`, or null when it is no declared interface.
function lookup(file, name) {
  const decl = readDeclarations(file);
  if (decl.interfaces.has(name)) return { file, props: decl.interfaces.get(name) };
  if (decl.exports.has(name)) return lookup(file, decl.exports.get(name));
  if (decl.imports.has(name)) return lookup(decl.imports.get(name), name);
  return null;
}

// Every field of `value` that the type declares nowhere, as JSON-pointer-like paths.
function unknownFields(value, type, file, where, found) {
  if (value === null || typeof value !== "object") return;
  type = type.trim();
  let m;
  if ((m = type.match(/^Array<(.+)>$/s))) {
    if (Array.isArray(value)) value.forEach((item, i) => unknownFields(item, m[1], file, `${where}[${i}]`, found));
    return;
  }
  if ((m = type.match(/^\{\s*\[key: string\]: ([\s\S]+?);?\s*\}$/))) {
    for (const [key, item] of Object.entries(value)) unknownFields(item, m[1], file, `${where}.${key}`, found);
    return;
  }
  if (!/^I\w+$/.test(type)) return; // a primitive, a union, a free-form object: nothing to walk
  const target = lookup(file, type);
  if (!target) return;
  for (const [key, item] of Object.entries(value)) {
    if (!target.props.has(key)) found.push(`${where}.${key}`);
    else unknownFields(item, target.props.get(key), target.file, `${where}.${key}`, found);
  }
}

function validate(resource) {
  const { apiVersion, kind } = resource;
  const file = path.join(modelFolder(apiVersion), kind + ".d.ts");
  if (!fs.existsSync(file)) return [`no published schema for ${apiVersion} ${kind}`];
  const problems = [];
  const Model = require(path.join(modelFolder(apiVersion), kind + ".js"))[kind];
  try {
    new Model(resource).validate();
  } catch (error) {
    problems.push(String(error.message || error));
  }
  const unknown = [];
  unknownFields(resource, "I" + kind, file, "", unknown);
  for (const field of unknown) problems.push(`unknown field ${field}`);
  return problems;
}

function main() {
  const resources = JSON.parse(fs.readFileSync(0, "utf8"));
  let failed = 0;
  const version = require(path.join(packageRoot, "package.json")).version;
  for (const resource of resources) {
    const name = `${resource.apiVersion} ${resource.kind} ${resource.metadata && resource.metadata.name}`;
    const problems = validate(resource);
    if (problems.length) {
      failed += 1;
      console.log(`INVALID ${name}: ${problems.join("; ")}`);
    } else {
      console.log(`valid ${name} (kubernetes-models ${version})`);
    }
  }
  process.exit(failed ? 1 : 0);
}

main();
