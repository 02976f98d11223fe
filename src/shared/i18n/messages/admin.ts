import type { NamespaceFiles } from './index';

/** The admin panel's texts: loaded with the panel. */
export const adminTexts: Record<string, NamespaceFiles> = {};
