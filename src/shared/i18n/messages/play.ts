import type { NamespaceFiles } from './index';
import { uzNamespace } from './uz/namespaces';

/** Playing a quiz, its result and the certificate check page: loaded with those routes. */
export const playTexts: Record<string, NamespaceFiles> = {
  'uz/play': uzNamespace('uz/play'),
};
