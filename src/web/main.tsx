import './fonts.css';
import './styles.css';
import { splitLanguagePath } from '@shared/i18n/language-path';
import { installUzbekZodErrors } from '@shared/i18n/zod-errors';
import { PAGE_STATE_ID } from '@shared/seo/page-data';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { HydrationSignal } from './app/hydration-signal';
import { hydratePage } from './app/page-state';
import { createQueryClient } from './app/providers';
import { preloadRoute } from './app/router';
import { loadTexts, speakPageLanguage } from './app/texts';
import { refetchViewerData } from './app/viewer-data';
import { followPageLanguage } from './lib/language-choice';

installUzbekZodErrors();
followPageLanguage(speakPageLanguage());
const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

/** A mismatch React recovered from is still a bug: said loudly, so the e2e suite sees it. */
function onRecoverableError(error: unknown) {
  console.error('hydration: recoverable error', error);
}

// the page's texts first: every component reads them (no top-level await: the build's entry
// must stay an entry in the manifest the server reads)
void loadTexts('app').then(() => start(container));

function start(container: HTMLElement) {
  const serverState = document.getElementById(PAGE_STATE_ID);
  if (serverState) {
    // a page the server rendered: its data and its route's module first, so nothing suspends
    const queryClient = createQueryClient();
    hydratePage(queryClient, serverState.textContent ?? '{}');
    // a module that failed to load is asked for again by React.lazy when hydration reaches it
    const route = splitLanguagePath(window.location.pathname + window.location.search).path;
    const routeLoaded = preloadRoute(route).catch(() => undefined);
    void routeLoaded.then(() => {
      // as a transition, hydration yields to the browser every few milliseconds (a click or a paint
      // goes first) instead of holding the main thread for the whole page in one task
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <HydrationSignal>
              <App queryClient={queryClient} />
            </HydrationSignal>
          </StrictMode>,
          { onRecoverableError },
        );
      });
      refetchViewerData(queryClient);
    });
  } else {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}
