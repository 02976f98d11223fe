import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AppRenderer } from '../../../shared/seo/page-data';

/**
 * The web app's server entry, built by `vite build --ssr` (dist/ssr/entry-server.js), or any
 * module with the same export (API tests load src/web/entry-server.tsx). Null when there is none:
 * every page is then the shell the app renders in the browser.
 */
export async function loadAppRenderer(file: string): Promise<AppRenderer | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<AppRenderer>;
  if (typeof module.renderApp !== 'function') throw new Error(`${file} does not export renderApp`);
  return { renderApp: module.renderApp };
}
