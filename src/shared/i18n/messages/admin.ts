import adminExportsRu from './admin-exports/ru';
import adminExportsCyrillic from './admin-exports/uz-cyrl';
import adminExports from './admin-exports/uz-latn';
import type { NamespaceFiles } from './index';

/** The admin panel's texts: loaded with the panel. */
export const adminTexts: Record<string, NamespaceFiles> = {
  'admin-exports': { source: adminExports, ru: adminExportsRu, cyrillic: adminExportsCyrillic },
};
