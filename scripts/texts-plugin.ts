import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, ViteDevServer } from 'vite';

type MessagesModule = typeof import('../src/shared/i18n/messages/index');

const PREFIX = 'virtual:texts/';
const RESOLVED = `\0${PREFIX}`;
const messagesIndex = fileURLToPath(new URL('../src/shared/i18n/messages/index.ts', import.meta.url));
const i18nDir = fileURLToPath(new URL('../src/shared/i18n/', import.meta.url));

/**
 * `virtual:texts/<group>/<language>`: the group's texts compiled for one language (Lingui's
 * compiled ICU as JSON), so the browser carries neither the other languages nor a compiler.
 * The message files are loaded when first asked for (tsx; in development through Vite's module
 * graph, so an edit shows on reload), not with the config. `live: false` never goes through the
 * dev server's graph: vitest's server runs tests, not edits, and its SSR runner cannot evaluate
 * the ICU parser's UMD modules.
 */
export function textsPlugin({ live = true }: { live?: boolean } = {}): Plugin {
  let server: ViteDevServer | undefined;
  let built: Promise<MessagesModule> | undefined;
  const messages = (): Promise<MessagesModule> => {
    if (server) return server.ssrLoadModule(messagesIndex) as Promise<MessagesModule>;
    built ??= tsImport(messagesIndex, import.meta.url) as Promise<MessagesModule>;
    return built;
  };
  return {
    name: 'bilimdon-texts',
    configureServer(devServer) {
      if (live) server = devServer;
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [group = '', language = ''] = id.slice(RESOLVED.length).split('/');
      const { compileGroup, isTextGroup } = await messages();
      const languages: readonly string[] = ['uz-Latn', 'uz-Cyrl', 'ru'];
      if (!isTextGroup(group) || !languages.includes(language)) throw new Error(`Unknown texts module ${id}`);
      return `export default ${JSON.stringify(compileGroup(group, language as 'uz-Latn'))};`;
    },
    handleHotUpdate({ file, server: devServer }) {
      if (!file.startsWith(i18nDir)) return undefined;
      for (const module of devServer.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED)) devServer.moduleGraph.invalidateModule(module);
      }
      return undefined;
    },
  };
}
