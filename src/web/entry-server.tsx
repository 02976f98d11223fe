import { AsyncLocalStorage } from 'node:async_hooks';
import accountRu from 'virtual:texts/account/ru';
import accountCyrl from 'virtual:texts/account/uz-Cyrl';
import accountLatn from 'virtual:texts/account/uz-Latn';
import adminRu from 'virtual:texts/admin/ru';
import adminCyrl from 'virtual:texts/admin/uz-Cyrl';
import adminLatn from 'virtual:texts/admin/uz-Latn';
import appRu from 'virtual:texts/app/ru';
import appCyrl from 'virtual:texts/app/uz-Cyrl';
import appLatn from 'virtual:texts/app/uz-Latn';
import devRu from 'virtual:texts/dev/ru';
import devCyrl from 'virtual:texts/dev/uz-Cyrl';
import devLatn from 'virtual:texts/dev/uz-Latn';
import pagesRu from 'virtual:texts/pages/ru';
import pagesCyrl from 'virtual:texts/pages/uz-Cyrl';
import pagesLatn from 'virtual:texts/pages/uz-Latn';
import playRu from 'virtual:texts/play/ru';
import playCyrl from 'virtual:texts/play/uz-Cyrl';
import playLatn from 'virtual:texts/play/uz-Latn';
import { languagePath, languagePrefix } from '@shared/i18n/language-path';
import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';
import { installTexts, setTextsLanguage } from '@shared/i18n/runtime/texts';
import type { PageData, RenderedApp } from '@shared/seo/page-data';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { dehydratePage, seedPageData } from './app/page-state';
import { createQueryClient } from './app/providers';
import { preloadRoute } from './app/router';

// zod's error map is the server's (zod keeps one per process, on globalThis, across bundled copies)

// the server renders each page in its reader's language: every group in every language, compiled at build
installTexts('uz-Latn', { ...appLatn, ...accountLatn, ...playLatn, ...pagesLatn, ...adminLatn, ...devLatn });
installTexts('uz-Cyrl', { ...appCyrl, ...accountCyrl, ...playCyrl, ...pagesCyrl, ...adminCyrl, ...devCyrl });
installTexts('ru', { ...appRu, ...accountRu, ...playRu, ...pagesRu, ...adminRu, ...devRu });
const rendering = new AsyncLocalStorage<Language>();
// outside a rendering (the API beside it, when both share these modules) the language is the server's
const outside = setTextsLanguage(() => rendering.getStore() ?? outside());

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One page of the web app (`url`: its route, no language prefix) rendered on the server in a
 * language: the same routes as in the browser, on a static location under the language's prefix
 * (so its links stay in the language), with the server's data in the query client. The route's module is loaded first and
 * the prerender waits for every Suspense boundary: the HTML is complete (it is cached).
 */
export function renderApp(
  url: string,
  data: PageData,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RenderedApp> {
  return rendering.run(language, () => renderIn(url, data, language));
}

async function renderIn(url: string, data: PageData, language: Language): Promise<RenderedApp> {
  const queryClient = createQueryClient();
  await Promise.all([seedPageData(queryClient, url, data), preloadRoute(url)]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App
        queryClient={queryClient}
        router={(routes) => (
          <StaticRouter location={languagePath(language, url)} basename={languagePrefix(language) || '/'}>
            {routes}
          </StaticRouter>
        )}
      />
    </StrictMode>,
    // never split a finished boundary out into a script that reveals it later: the page is whole
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  const state = dehydratePage(queryClient);
  queryClient.clear();
  return { html, state };
}
