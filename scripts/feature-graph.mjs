#!/usr/bin/env node
// The server's feature-to-feature import graph, read from the sources: which feature imports
// which, and the cycles among them. `docs/architecture.md` shows its output; run it again after
// moving code between features (`--mermaid` prints the graph as a Mermaid block).
// Tests are left out: only what the running server loads makes a dependency.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf, resolveImport } from './check-boundaries.mjs';

const FEATURES = 'src/server/features';
const TEST_FILE = /\.(test|cluster)\.tsx?$|test-support|test-setup|fixtures/;

const featureOf = (file) => file.match(/^src\/server\/features\/([^/]+)(?:\/|$)/)?.[1];

function productionFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(full) ? [full] : [];
  });
}

/** Map of feature to the set of other features it imports. */
export function featureGraph(root = FEATURES) {
  const graph = new Map();
  for (const file of productionFiles(root)) {
    const from = featureOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier).local;
      const to = target && featureOf(target);
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** Strongly connected components with more than one feature: each is one cycle to untie. */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

function main() {
  process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const graph = featureGraph();
  const edges = [...graph].flatMap(([from, tos]) => [...tos].sort().map((to) => [from, to]));
  edges.sort(([a], [b]) => a.localeCompare(b));
  const found = cycles(graph);
  if (process.argv.includes('--mermaid')) {
    console.log('```mermaid\nflowchart LR');
    for (const [from, to] of edges) console.log(`  ${from} --> ${to}`);
    // the features of each cycle are drawn in the same colour
    if (found.length) console.log('  classDef cycle fill:#fdd,stroke:#c00');
    for (const component of found) console.log(`  class ${component.join(',')} cycle`);
    console.log('```');
    return;
  }
  for (const [from, tos] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    if (tos.size) console.log(`${from} -> ${[...tos].sort().join(', ')}`);
  }
  console.log(`\n${graph.size} features, ${edges.length} edges, ${found.length} cycle(s)`);
  for (const component of found) console.log(`cycle: ${component.join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
