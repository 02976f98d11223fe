#!/usr/bin/env node
// The server's feature-to-feature import graph, read from the sources: which feature imports
// which, and the cycles among them. `docs/architecture.md` shows its output; run it again after
// moving code between features (`--mermaid` prints the graph as a Mermaid block).
// Tests are left out: only what the running server loads makes a dependency.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, featureGraph } from './check-boundaries.mjs';

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
