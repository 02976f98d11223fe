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
 * graph, so an edit shows on reload), not with the config.
 */
export function textsPlugin(): Plugin {
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
      server = devServer;
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id, options) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [group = '', language = ''] = id.slice(RESOLVED.length).split('/');
      // on the server (the renderer's bundle, tests) the compiler may run where the module loads
      if (options?.ssr || process.env.VITEST) {
        const args = `${JSON.stringify(group)}, ${JSON.stringify(language)}`;
        return `import { compileGroup } from ${JSON.stringify(messagesIndex)};\nexport default compileGroup(${args});`;
      }
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
