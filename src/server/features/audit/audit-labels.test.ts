import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../../shared/i18n/admin/audit';
import { adminSettingsSchema } from '../../../shared/schemas/admin-settings';
import { categories, quizModules, quizzes, userQuizRestrictions } from '../../db/schema';

/** Every server source file that writes the log, read as text: the log's words must follow the code. */
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const sources = readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !/\.(test|test-support|cluster)\.ts$/.test(path))
  .map((path) => ({
    path: relative(serverRoot, join(serverRoot, path)),
    text: readFileSync(join(serverRoot, path), 'utf8'),
  }))
  .filter(({ text }) => text.includes('recordAudit('));

/** The text of each recordAudit(...) call: from its name to the matching closing parenthesis. */
function auditCalls(text: string): string[] {
  const calls: string[] = [];
  for (let at = text.indexOf('recordAudit('); at !== -1; at = text.indexOf('recordAudit(', at + 1)) {
    let depth = 0;
    for (let end = at + 'recordAudit'.length; end < text.length; end++) {
      if (text[end] === '(') depth++;
      if (text[end] === ')' && --depth === 0) {
        calls.push(text.slice(at, end + 1));
        break;
      }
    }
  }
  return calls.filter((call) => !call.startsWith('recordAudit(t: Db'));
}

const calls = sources.flatMap(({ text }) => auditCalls(text));
const quoted = (key: string) =>
  calls.flatMap((call) => [...call.matchAll(new RegExp(`${key}: '([^']+)'`, 'g'))].map((match) => match[1]!));

/** The top-level keys of each object literal written as `changes: { ... }` (spreads left out). */
function literalChangeKeys(call: string): string[] {
  const start = call.indexOf('changes: {');
  if (start === -1) return [];
  const keys: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of call.slice(start + 'changes: '.length)) {
    if (char === '{' || char === '(') depth++;
    if (char === '}' || char === ')') depth--;
    if ((char === ',' && depth === 1) || depth === 0) {
      const key = part.trim().match(/^([A-Za-z_$][\w$]*)\s*(?::|$)/)?.[1];
      if (key) keys.push(key);
      part = '';
      if (depth === 0) break;
      continue;
    }
    if (depth >= 1 && !(depth === 1 && char === '{')) part += char;
  }
  return keys;
}

describe('audit log labels', () => {
  it('finds the calls it checks', () => {
    expect(sources.length).toBeGreaterThan(10);
    expect(quoted('action')).toContain('settings.update');
  });

  it('names every action the server records, and every kind of action for the filter', () => {
    const actions = [...new Set(quoted('action'))];
    expect(actions.filter((action) => !adminAudit.actions[action])).toEqual([]);
    const kinds = [...new Set(actions.map((action) => action.split('.')[0]!))];
    expect(kinds.filter((kind) => !adminAudit.actionGroups[kind])).toEqual([]);
  });

  it('names every entity type the server records', () => {
    const types = [...new Set(quoted('entityType'))];
    expect(types.filter((type) => !adminAudit.entityTypes[type])).toEqual([]);
  });

  it('names every field: settings, the columns of records kept whole, the keys written out, the caches', () => {
    const columns = [categories, quizzes, quizModules, userQuizRestrictions].flatMap((table) =>
      Object.keys(getTableColumns(table)),
    );
    const written = calls.flatMap(literalChangeKeys);
    expect(written).toEqual(expect.arrayContaining(['kind', 'fileName', 'status', 'keptBecause']));
    const cacheFile = sources.find(({ path }) => path.endsWith('cache-clear.ts'))!.text;
    const caches = [...cacheFile.matchAll(/cache: '([^']+)'/g)].map((match) => match[1]!);
    expect(caches).toEqual(['certificate-files']);
    const fields = new Set([...Object.keys(adminSettingsSchema.shape), ...columns, ...written, ...caches]);
    // the quiz's own search column is left out of its record
    fields.delete('searchText');
    expect([...fields].filter((field) => !adminAudit.fields[field])).toEqual([]);
  });
});
