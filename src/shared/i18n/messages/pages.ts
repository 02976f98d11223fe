import type { NamespaceFiles } from './index';

/** The information pages' texts (about, FAQ, guide, terms, ...): loaded with such a page. */
export const pagesTexts: Record<string, NamespaceFiles> = {};
