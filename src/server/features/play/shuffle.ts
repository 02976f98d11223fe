import { randomInt } from 'node:crypto';

/** Fisher-Yates with a cryptographic source: the order cannot be predicted from earlier ones. */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** Positions 0..n-1 in a random order: shown position -> original option index. */
export function shuffledIndices(count: number): number[] {
  return shuffled(Array.from({ length: count }, (_, i) => i));
}

/**
 * The options of a question as a session shows them, each with its original index, so a chosen
 * option maps back to the original order whatever the shown order was.
 */
export function optionsInShownOrder(options: string[], order: number[] | undefined) {
  const indices = order && order.length === options.length ? order : options.map((_, i) => i);
  return indices.map((index) => ({ index, text: options[index]! }));
}
