import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { cycles, featureGraph } from './check-boundaries.mjs';

const graphOf = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, tos]) => [from, new Set(tos)]));

describe('the server feature graph', () => {
  it('finds each cycle once, as the features it ties together', () => {
    const graph = graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['f'], f: ['e'] });
    expect(cycles(graph)).toEqual([
      ['a', 'b', 'c'],
      ['e', 'f'],
    ]);
  });

  it('finds no cycle in a graph that reads top-down', () => {
    expect(cycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('reads feature imports from the sources', () => {
    const graph: Map<string, Set<string>> = featureGraph();
    expect(graph.get('cart')).toContain('catalog');
    expect(graph.get('health')?.size ?? 0).toBe(0);
  });
});
