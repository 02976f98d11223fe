import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes OpenAPI 3.0) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * Values an attacker would send instead of a well-formed one: long strings, NUL and other control
 * bytes, huge and negative numbers, wrong types, odd unicode, empty values, injection-looking text.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '🧨👩🏽‍💻e\u0301',
    '\ud800',
    "' or 1=1 --",
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    '__proto__',
    '{"$gt":""}',
  ),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 31 + 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, -0),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { a: 1 }),
  // own __proto__ and constructor keys, as JSON.parse makes them from a request body
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
);

export interface ArbitraryOptions {
  /** chance in [0,1] that a leaf is hostile instead of well-shaped */
  hostility: number;
  /** real identifiers to pick for uuid fields now and then, so requests reach past the lookups */
  knownIds?: readonly string[];
}

/** An arbitrary that generates values shaped like `schema`, with hostile leaves mixed in. */
export function arbitraryFor(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const shaped = wellShaped(schema, options);
  if (options.hostility <= 0) return shaped;
  const hostileWeight = Math.max(1, Math.round(options.hostility * 100));
  return fc.oneof(
    { weight: 100 - hostileWeight, arbitrary: shaped },
    { weight: hostileWeight, arbitrary: hostileValue },
  );
}

function wellShaped(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryFor(s, options)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf), options);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const base = byType(schema, options);
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

function byType(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, options);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -(2 ** 31), Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, options), { maxLength: 4 });
    case 'object':
      return objectFor(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A whole-string pattern of one repeated class (`^[A-Z0-9_-]+$`) gets the schema's lengths as its
 * repeat bounds: fast-check's strings for `+` are short, and a filter on a minimum length of 20
 * would then reject nearly every one and never finish.
 */
function withLengthBounds(pattern: string, minLength: number, maxLength: number): string {
  return pattern.replace(
    /^\^(\[[^\]]+\])([+*])\$$/,
    (_, set: string, repeat: string) =>
      `^${set}{${repeat === '+' ? Math.max(minLength, 1) : minLength},${maxLength}}$`,
  );
}

function stringFor(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    const random = fc.uuid({ version: 4 });
    return options.knownIds?.length ? fc.oneof(random, fc.constantFrom(...options.knownIds)) : random;
  }
  if (schema.format === 'email')
    return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
  if (schema.pattern) {
    const minLength = schema.minLength ?? 0;
    const maxLength = schema.maxLength ?? 64;
    return fc
      .stringMatching(new RegExp(withLengthBounds(schema.pattern, minLength, maxLength)))
      .filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  return fc.string({
    unit: 'grapheme',
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 80, 300),
  });
}

function objectFor(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, arbitraryFor(s, options)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  if (options.hostility <= 0) return record;
  // now and then a required field is missing or an unknown one is added
  return fc.oneof(
    { weight: 8, arbitrary: record },
    { weight: 1, arbitrary: fc.record({ unexpected: hostileValue }) },
    {
      weight: 1,
      arbitrary: fc.tuple(record, hostileValue).map(([value, extra]) => ({
        ...(value as object),
        extra,
      })),
    },
  );
}
