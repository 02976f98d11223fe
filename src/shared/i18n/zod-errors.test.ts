import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodUz } from './zod-errors';

/** Any of zod's English default messages ("Invalid input: expected int", "Too big: ..."). */
const ENGLISH = /\b(Invalid|Too (big|small)|Unrecognized|expected|received)\b/;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;
const LONG = 'x'.repeat(200_001);

/** Values that break a schema's own checks; a few per type, nested into objects and arrays. */
function badValues(schema: z.core.$ZodType, depth = 0): unknown[] {
  const def = defOf(schema);
  if (depth > 5) return [];
  const inner = (key: string) => badValues(def[key] as z.core.$ZodType, depth + 1);
  switch (def.type) {
    case 'string':
      return [undefined, 5, '', LONG, 'ä ä'];
    case 'number':
      return [undefined, Number.NaN, 1.5, -1e15, 1e15, '7'];
    case 'boolean':
      return [undefined, 'ha'];
    case 'enum':
    case 'literal':
      return [undefined, '__none__'];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType').filter((value) => value !== undefined && value !== null);
    case 'pipe':
      return inner('in');
    case 'array': {
      const elements = inner('element');
      return [undefined, 'x', [], elements, Array.from({ length: 2_000 }, () => elements[0] ?? 1)];
    }
    case 'record':
      return ['x', { key: inner('valueType')[0] }];
    case 'union':
      return ['x', ...(def.options as z.core.$ZodType[]).flatMap((option) => badValues(option, depth + 1))];
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const fieldValues = Object.entries(shape).map(
        ([key, field]) => [key, badValues(field, depth + 1)] as const,
      );
      const rounds = Math.max(1, ...fieldValues.map(([, values]) => values.length));
      const objects = Array.from({ length: rounds }, (_, round) =>
        Object.fromEntries(
          fieldValues.map(([key, values]) => [key, values[round % Math.max(1, values.length)]]),
        ),
      );
      return [undefined, 'x', {}, ...objects];
    }
    default:
      return [undefined, 'x'];
  }
}

/** A short name of an issue's kind, e.g. "too_big:string" or "invalid_format:uuid". */
function kindOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return `${issue.code}:${issue.expected}`;
  if (issue.code === 'invalid_format') return `${issue.code}:${issue.format}`;
  return 'origin' in issue ? `${issue.code}:${issue.origin}` : issue.code;
}

/** Every zod schema the shared schema modules export (the API contract and the forms' rules). */
function sharedSchemas(): [string, z.core.$ZodType][] {
  const modules = import.meta.glob<Record<string, unknown>>(['../schemas/*.ts', '!../schemas/*.test.ts'], {
    eager: true,
  });
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module).flatMap(([name, value]) =>
      value instanceof z.core.$ZodType ? [[`${file}:${name}`, value] as [string, z.core.$ZodType]] : [],
    ),
  );
}

function issuesOf(schema: z.core.$ZodType, values: unknown[]): z.core.$ZodIssue[] {
  return values.flatMap((value) => {
    const result = z.safeParse(schema, value);
    return result.success ? [] : result.error.issues;
  });
}

describe('zod in Uzbek', () => {
  it('gives no English default message for any failing input of any shared schema', () => {
    const schemas = sharedSchemas();
    expect(schemas.length).toBeGreaterThan(100);
    const kinds = new Set<string>();
    const english: string[] = [];
    for (const [name, schema] of schemas) {
      for (const issue of issuesOf(schema, badValues(schema))) {
        kinds.add(kindOf(issue));
        if (ENGLISH.test(issue.message) || issue.message === '') english.push(`${name}: ${issue.message}`);
      }
    }
    expect([...new Set(english)]).toEqual([]);
    // every kind of check the schemas hold was reached, so each was seen speaking Uzbek
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        'too_small:string',
        'too_big:string',
        'too_small:number',
        'too_big:number',
        'too_small:array',
        'too_big:array',
        'invalid_type:string',
        'invalid_type:number',
        'invalid_type:int',
        'invalid_type:boolean',
        'invalid_type:object',
        'invalid_format:uuid',
        'invalid_format:email',
        'invalid_format:regex',
        'invalid_value',
        'custom',
      ]),
    );
  });

  it.each([
    ['an empty number field (NaN)', z.object({ points: z.number() }), { points: Number.NaN }, zodUz.number],
    ['a fraction where a whole number is asked', z.number().int(), 1500.5, zodUz.integer],
    ['a number above its maximum', z.number().max(600), 601, zodUz.numberMax(600)],
    ['a number below its minimum', z.number().min(1), 0, zodUz.numberMin(1)],
    ['a missing field', z.object({ name: z.string() }), {}, zodUz.required],
    ['an empty text', z.string().min(1), '', zodUz.required],
    ['a too long text', z.string().max(100), LONG, zodUz.textMax(100)],
    ['a too short list', z.array(z.string()).min(2), ['a'], zodUz.listMin(2)],
    ['a too long list', z.array(z.string()).max(6), Array(7).fill('a'), zodUz.listMax(6)],
    ['a wrong email', z.email(), 'ali@', zodUz.email],
    ['a wrong id', z.uuid(), 'abc', zodUz.id],
    ['a wrong link', z.url(), 'bu havola emas', zodUz.url],
    ['a value outside an enum', z.enum(['a', 'b']), 'c', zodUz.choice],
    ['an unknown field', z.strictObject({}), { extra: 1 }, zodUz.unknownFields('extra')],
    ['a refinement without a message', z.string().refine((s) => s === 'a'), 'b', zodUz.invalid],
    ['a multiple of', z.number().multipleOf(5), 7, zodUz.multipleOf(5)],
  ])('says %s in Uzbek', (_, schema, input, message) => {
    const result = z.safeParse(schema as z.core.$ZodType, input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("keeps a schema's own message", () => {
    const result = z.number().max(5, 'Beshdan oshmasin').safeParse(6);
    expect(result.error?.issues[0]?.message).toBe('Beshdan oshmasin');
  });
});
