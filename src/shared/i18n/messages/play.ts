import type { NamespaceFiles } from './index';
import { uzNamespace } from './uz/namespaces';

/** Playing a quiz, its result and the certificate check page: loaded with those routes. */
export const playTexts: Record<string, NamespaceFiles> = {
  'uz/play': uzNamespace('uz/play'),
};

/** The dev mailbox's texts (development and e2e only): loaded with its route. */
export const devTexts: Record<string, NamespaceFiles> = {
  'uz/dev': uzNamespace('uz/dev'),
};
