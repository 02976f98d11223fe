import { text } from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/i18n/languages';

/** A person's interface language ('uz-Latn', 'uz-Cyrl', 'ru'), as the schemas check it. */
export const languageColumn = (name: string) => text(name).$type<Language>();
