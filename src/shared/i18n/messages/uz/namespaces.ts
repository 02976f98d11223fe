import { type UzNamespace, uzNamespaceOf } from '../../uz-sections';
import type { NamespaceFiles } from '../index';
import uzRu from './ru';
import uzCyrillic from './uz-cyrl';
import uz from './uz-latn';

/** The sections of a language file that `namespace` holds (uz-sections.ts says which). */
function sectionsOf(tree: object, namespace: UzNamespace): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tree).filter(([section]) => uzNamespaceOf(section) === namespace));
}

/** One namespace of the learner's texts: its sections of the source, the translation, the overrides. */
export function uzNamespace(namespace: UzNamespace): NamespaceFiles {
  return {
    source: sectionsOf(uz, namespace) as NamespaceFiles['source'],
    ru: sectionsOf(uzRu, namespace),
    cyrillic: sectionsOf(uzCyrillic, namespace),
  };
}
