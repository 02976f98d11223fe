import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '../languages';
import { latinToCyrillic } from '../uz-script';
import { isArgsMessage, type SourceNode } from './message';
import type { CompiledNode } from './texts';

/** A language's file of a namespace: a translation (Russian) or reviewed overrides (Cyrillic). */
type LanguageTree = unknown;

/** ICU arguments are names, not Uzbek: only the text around them (at even brace depth) is converted. */
export function cyrillicIcu(message: string): string {
  let depth = 0;
  let out = '';
  let text = '';
  const flush = () => {
    out += depth % 2 === 0 ? latinToCyrillic(text) : text;
    text = '';
  };
  for (const char of message) {
    if (char === '{' || char === '}') {
      flush();
      depth += char === '{' ? 1 : -1;
      out += char;
    } else text += char;
  }
  flush();
  return out;
}

const child = (tree: LanguageTree, key: string | number): LanguageTree =>
  typeof tree === 'object' && tree !== null ? (tree as Record<string, unknown>)[key] : undefined;

/** The leaf's text in the language: the translation's, else (Cyrillic) the transliterated source. */
function leafText(language: Language, source: string, own: LanguageTree, icu: boolean): string {
  if (typeof own === 'string') return own;
  if (language === 'uz-Cyrl') return icu ? cyrillicIcu(source) : latinToCyrillic(source);
  // a missing translation reads in the source language; the catalogue check fails on it
  return source;
}

/**
 * A namespace compiled for a language from its source (Uzbek Latin) and the language's own file:
 * Russian's translation, or uz-Cyrl's reviewed overrides of the transliteration.
 */
export function compileNamespace(language: Language, source: SourceNode, own: LanguageTree): CompiledNode {
  if (typeof source === 'string') return leafText(language, source, own, false);
  if (isArgsMessage(source)) {
    return { $icu: compileMessage(leafText(language, source.icu, own, true)), $params: source.params };
  }
  if (Array.isArray(source)) {
    return source.map((node: SourceNode, index) => compileNamespace(language, node, child(own, index)));
  }
  return Object.fromEntries(
    Object.entries(source).map(([key, node]) => [key, compileNamespace(language, node, child(own, key))]),
  );
}
