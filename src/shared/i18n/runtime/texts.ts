import { type I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../languages';
import type { MessageValue, Texts } from './message';

/**
 * A namespace's texts in one language as compiled at build (compile.ts): plain text stays text,
 * a message with arguments is Lingui's compiled form with its arguments' names in call order.
 */
export type CompiledNode =
  | string
  | CompiledArgs
  | readonly CompiledNode[]
  | { readonly [key: string]: CompiledNode };
export interface CompiledArgs {
  readonly $icu: unknown;
  readonly $params: readonly string[];
}
/** A group's namespaces (`uz`, `admin/users`, ...) in one language. */
export type CompiledNamespaces = Readonly<Record<string, CompiledNode>>;

interface Installed {
  i18n: I18n;
  trees: Map<string, object>;
}

const installed = new Map<Language, Installed>();
// the browser reads one language per page load; the server answers each request in its own
let languageNow: () => Language = () => DEFAULT_LANGUAGE;

/**
 * Where the language being spoken comes from (the server's: the request being answered). Returns
 * the resolver it replaces, for one that answers only in its own context (the server renderer's).
 */
export function setTextsLanguage(resolver: () => Language): () => Language {
  const previous = languageNow;
  languageNow = resolver;
  return previous;
}

/** The language being spoken: the page's in the browser, the request's on the server. */
export function textsLanguage(): Language {
  return languageNow();
}

const isCompiledArgs = (node: CompiledNode): node is CompiledArgs =>
  typeof node === 'object' && node !== null && '$icu' in node;

/** The tree code reads: texts as they are, messages as functions filling their ICU arguments. */
function liveTree(
  node: CompiledNode,
  path: string,
  runtime: Installed,
  messages: Record<string, unknown>,
): unknown {
  if (typeof node === 'string') return node;
  if (isCompiledArgs(node)) {
    messages[path] = node.$icu;
    const params = node.$params;
    return (...args: MessageValue[]) =>
      runtime.i18n._(path, Object.fromEntries(params.map((name, index) => [name, args[index]])));
  }
  if (Array.isArray(node)) {
    return Object.freeze(node.map((child, index) => liveTree(child, `${path}.${index}`, runtime, messages)));
  }
  return Object.freeze(
    Object.fromEntries(
      Object.entries(node).map(([key, child]) => [key, liveTree(child, `${path}.${key}`, runtime, messages)]),
    ),
  );
}

/** Makes a language's namespaces readable (their messages join those already installed). */
export function installTexts(language: Language, namespaces: CompiledNamespaces) {
  let runtime = installed.get(language);
  if (!runtime) {
    runtime = { i18n: setupI18n({ locale: language, messages: { [language]: {} } }), trees: new Map() };
    installed.set(language, runtime);
  }
  const messages: Record<string, unknown> = {};
  for (const [namespace, tree] of Object.entries(namespaces)) {
    runtime.trees.set(namespace, liveTree(tree, namespace, runtime, messages) as object);
  }
  runtime.i18n.load(language, messages as Parameters<I18n['load']>[1]);
}

// the server's source of a language's texts, compiled when the language is first read
let compileOnDemand: ((language: Language) => CompiledNamespaces) | undefined;
const compiledOnDemand = new Set<Language>();

/**
 * Where a language's texts come from when first read and not installed: the server and its
 * workers compile them (a thread that never writes Russian never compiles it); the browser
 * installs the chunks it loaded instead.
 */
export function compileTextsOnDemand(compile: (language: Language) => CompiledNamespaces) {
  compileOnDemand = compile;
}

function installedTree(namespace: string, language: Language): object | undefined {
  if (compileOnDemand && !compiledOnDemand.has(language)) {
    compiledOnDemand.add(language);
    installTexts(language, compileOnDemand(language));
  }
  return installed.get(language)?.trees.get(namespace);
}

/** Whether a namespace's texts can be read in the language being spoken (its group is loaded). */
export function hasTexts(namespace: string): boolean {
  return installedTree(namespace, languageNow()) !== undefined;
}

function treeOf(namespace: string, language: Language): Record<PropertyKey, unknown> {
  const tree = installedTree(namespace, language);
  if (!tree) throw new Error(`The texts of "${namespace}" in ${language} are not loaded`);
  return tree as Record<PropertyKey, unknown>;
}

/**
 * A namespace's texts in the language being spoken, read at each access: keep the object, not
 * what it gave (a text read once at a module's top would stay in the first reader's language).
 * A language given pins it (an email written in its recipient's language).
 */
export function texts<Source>(namespace: string, language?: Language): Texts<Source> {
  const tree = () => treeOf(namespace, language ?? languageNow());
  return new Proxy({} as Texts<Source> & object, {
    get: (_target, key) => tree()[key],
    has: (_target, key) => key in tree(),
    ownKeys: () => Reflect.ownKeys(tree()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(tree(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * One tree of texts kept in several namespaces, each top-level section in the one
 * `namespaceOf(section)` names (loaded with a different group): read as one, each section from
 * its namespace, so reading a section whose group is not loaded throws as `texts()` does.
 */
export function sectionedTexts<Source>(
  namespaces: readonly string[],
  namespaceOf: (section: PropertyKey) => string,
): Texts<Source> {
  const section = (key: PropertyKey) => texts<Record<PropertyKey, unknown>>(namespaceOf(key)) as object;
  return new Proxy({} as Texts<Source> & object, {
    get: (_target, key) => Reflect.get(section(key), key),
    has: (_target, key) => key in section(key),
    ownKeys: () => namespaces.flatMap((namespace) => Reflect.ownKeys(texts(namespace) as object)),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(section(key), key),
  });
}
