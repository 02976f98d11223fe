import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES } from './config';

const README = new URL('../../README.md', import.meta.url);

/** The variables named in the first column of the README's "Configuration" table. */
function readmeVariables(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => line.split('|')[1]?.match(/`[A-Z][A-Z0-9_]*`/g) ?? [])
    .map((name) => name.slice(1, -1));
}

describe("the README's configuration table", () => {
  const documented = readmeVariables(readFileSync(README, 'utf8'));

  it('names every variable the server reads', () => {
    expect(ENVIRONMENT_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('names no variable the server does not read, each once', () => {
    expect(documented.filter((name) => !ENVIRONMENT_VARIABLES.includes(name))).toEqual([]);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });
});
