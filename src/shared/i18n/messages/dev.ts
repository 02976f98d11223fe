import type { NamespaceFiles } from './index';
import { uzNamespace } from './uz/namespaces';

/** The dev mailbox's texts (development and e2e only): loaded with its route. */
export const devTexts: Record<string, NamespaceFiles> = {
  'uz/dev': uzNamespace('uz/dev'),
};
