/**
 * How texts are written. A source catalogue (Uzbek Latin) is a tree of sections whose leaves are
 * plain text, or `fn(...)` for a message with arguments: ICU MessageFormat with its arguments'
 * names in the order callers pass them (`fn('Savat: {n} ta quiz', 'n')` is called `cartWithCount(3)`).
 * Plain leaves are text as it is (braces and apostrophes need no escaping); only `fn` messages are ICU.
 */

/** A message with arguments: its ICU text and the arguments' names in call order. */
export interface ArgsMessage<Params extends readonly string[] = readonly string[]> {
  readonly icu: string;
  readonly params: Params;
}

export function fn<const Params extends readonly string[]>(
  icu: string,
  ...params: Params
): ArgsMessage<Params> {
  return { icu, params };
}

export function isArgsMessage(value: unknown): value is ArgsMessage {
  return typeof value === 'object' && value !== null && 'icu' in value && 'params' in value;
}

/** An argument's value: numbers are written as they are unless the message says `{n, number}`. */
export type MessageValue = string | number | boolean;

/** A source catalogue's shape: sections (objects or lists) of texts and messages. */
export type SourceTree = { readonly [key: string]: SourceNode } | readonly SourceNode[];
export type SourceNode = string | ArgsMessage | SourceTree;

/** What code reads: texts as strings, messages with arguments as functions of them. */
export type Texts<T> = T extends string
  ? string
  : T extends ArgsMessage<infer Params>
    ? (...args: { [I in keyof Params]: MessageValue }) => string
    : { readonly [K in keyof T]: Texts<T[K]> };

/**
 * A translation of a source catalogue: every leaf written in the language (a message with
 * arguments as ICU text with the same argument names, plural forms as the language needs).
 */
export type Translation<T> = T extends string | ArgsMessage
  ? string
  : { readonly [K in keyof T]: Translation<T[K]> };

/** Reviewed corrections of what the transliterator writes: any subset of the leaves. */
export type Overrides<T> = T extends string | ArgsMessage
  ? string
  : { readonly [K in keyof T]?: Overrides<T[K]> };
