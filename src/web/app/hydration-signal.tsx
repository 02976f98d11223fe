import { PAGE_HYDRATED_EVENT } from '@shared/seo/page-data';
import { type ReactNode, useEffect } from 'react';

/**
 * Wraps the app that hydrates a page the server rendered. Its effect runs once React has committed
 * that hydration (every element has its handlers), and tells the page's inline loader
 * (src/server/plugins/entry-after-paint.ts), which replays the presses it held until then. A
 * wrapper, not a sibling of the app: a second child would change every `useId` below it, and the
 * ids the server wrote would no longer be the ones the app refers to.
 */
export function HydrationSignal({ children }: { children: ReactNode }) {
  useEffect(() => {
    // a task later: a replayed press is then an ordinary event, not one inside React's commit
    const timer = setTimeout(() => document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT)));
    return () => clearTimeout(timer);
  }, []);
  return children;
}
