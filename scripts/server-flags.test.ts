import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without type declarations
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const flags = SERVER_NODE_FLAGS as string[];
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
/** every command line of the README and the operations guide that runs the server bundle */
const readmeCommands = ['README.md', 'docs/operations.md']
  .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
  .filter((line) => /\bnode( --\S+)* dist\/server\/main\.js/.test(line));

describe('every server process runs with the same Node flags', () => {
  it('npm start and npm run start:production pass them', () => {
    expect(flags.length).toBeGreaterThan(0);
    expect(scripts.start, 'start').toContain(`node ${flags.join(' ')} scripts/start.mjs`);
    for (const flag of flags) expect(scripts['start:production'], 'start:production').toContain(flag);
  });

  it("the README's production commands pass them", () => {
    expect(readmeCommands.length).toBeGreaterThanOrEqual(3);
    for (const line of readmeCommands) {
      for (const flag of flags) expect(line).toContain(flag);
    }
  });
});
