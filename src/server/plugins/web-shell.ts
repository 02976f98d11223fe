import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENTRY_LOADER_SOURCE, hasModuleEntry } from './entry-after-paint';
import type { ViteManifest } from './route-preload';

/** The built web app as the server serves it, read once at start-up. */
export interface WebShell {
  /** index.html with the theme script inlined; null when there is no build (API tests) */
  template: string | null;
  /** Vite's manifest of the build (vite.config.ts `build.manifest`), for the route preloads */
  manifest: ViteManifest;
  /** CSP sources ('sha256-…') of the inline scripts `template` has or its rendered pages get */
  inlineScriptSources: string[];
}

const THEME_BOOT_TAG = '<script src="/theme-boot.js"></script>';

/**
 * The theme script (public/theme-boot.js) must run before the first paint, so it blocks
 * rendering: inlined, it costs no request (one round trip less before the first paint on a slow
 * network). The Content-Security-Policy admits exactly this script by its hash.
 */
function inlineThemeBoot(template: string, root: string): { html: string; sources: string[] } {
  const file = path.join(root, 'theme-boot.js');
  if (!template.includes(THEME_BOOT_TAG) || !existsSync(file)) return { html: template, sources: [] };
  const code = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n')
    .trim();
  // never inline what could close the tag early
  if (/<\/script/i.test(code)) return { html: template, sources: [] };
  const hash = createHash('sha256').update(code, 'utf8').digest('base64');
  return {
    html: template.replace(THEME_BOOT_TAG, () => `<script>${code}</script>`),
    sources: [`'sha256-${hash}'`],
  };
}

export function readWebShell(root: string): WebShell {
  const indexFile = path.join(root, 'index.html');
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : {};
  if (!existsSync(indexFile)) return { template: null, manifest, inlineScriptSources: [] };
  const { html, sources } = inlineThemeBoot(readFileSync(indexFile, 'utf8'), root);
  // a rendered page's entry is added by the inline loader (entry-after-paint.ts)
  const loader = hasModuleEntry(html) ? [ENTRY_LOADER_SOURCE] : [];
  return { template: html, manifest, inlineScriptSources: [...sources, ...loader] };
}
