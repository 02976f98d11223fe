import type { Language } from '../languages';
import { compileNamespace } from '../runtime/compile';
import type { SourceTree } from '../runtime/message';
import type { CompiledNamespaces } from '../runtime/texts';
import { accountTexts } from './account';
import { adminTexts } from './admin';
import { appTexts } from './app';
import { devTexts } from './dev';
import { pagesTexts } from './pages';
import { playTexts } from './play';
import { serverTexts } from './server';

/** A namespace's files: the source (Uzbek Latin), the Russian translation, Cyrillic's reviewed overrides. */
export interface NamespaceFiles {
  source: SourceTree;
  ru: unknown;
  cyrillic: unknown;
}

/**
 * The texts by group, each loaded by the web when first needed: `app` with the first page,
 * `account` with the sign-in dialog and the account, guest and form screens, `play` with playing
 * and the certificate check, `pages` with an information, support, contact or payment page,
 * `admin` with the admin panel, `dev` with the dev mailbox; `server` never (emails, SMS, PDF).
 */
export const TEXT_SOURCES = {
  app: appTexts,
  account: accountTexts,
  play: playTexts,
  pages: pagesTexts,
  admin: adminTexts,
  dev: devTexts,
  server: serverTexts,
} satisfies Record<string, Record<string, NamespaceFiles>>;
export type TextGroup = keyof typeof TEXT_SOURCES;
/** The groups the browser loads. */
export type WebTextGroup = Exclude<TextGroup, 'server'>;
export const TEXT_GROUPS = Object.keys(TEXT_SOURCES) as TextGroup[];

export function isTextGroup(name: string): name is TextGroup {
  return Object.hasOwn(TEXT_SOURCES, name);
}

const ownFile = (files: NamespaceFiles, language: Language) =>
  language === 'ru' ? files.ru : language === 'uz-Cyrl' ? files.cyrillic : undefined;

/** A group's namespaces compiled for a language (Lingui's compiled ICU, see runtime/compile.ts). */
export function compileGroup(group: TextGroup, language: Language): CompiledNamespaces {
  const namespaces: Record<string, NamespaceFiles> = TEXT_SOURCES[group];
  return Object.fromEntries(
    Object.entries(namespaces).map(([name, files]) => [
      name,
      compileNamespace(language, files.source, ownFile(files, language)),
    ]),
  );
}

/** Every group in one language: what the server and the tests read (compiled when first read). */
export function compileLanguage(language: Language): CompiledNamespaces {
  return Object.assign({}, ...TEXT_GROUPS.map((group) => compileGroup(group, language)));
}
