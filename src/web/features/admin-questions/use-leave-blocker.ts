import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type LeaveBlocker = { blocked: boolean; proceed: () => void; reset: () => void };

/** The in-app target of a plain left click on a same-origin link, or null when it is not one. */
function linkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!anchor || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

/** history.state.idx: the position react-router's browser history gives each entry. */
function historyIndex(): number | null {
  const idx: unknown = window.history.state?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Holds in-app navigation away from the current page while `when` is true (what the data
 * router's useBlocker did; docs/decisions/0008-preact-and-declarative-router.md): link clicks are
 * caught before the router sees them, and back/forward is undone and asked about. `proceed`
 * goes where the visitor wanted, `reset` stays.
 */
export function useLeaveBlocker(when: boolean): LeaveBlocker {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const here = useRef(location.pathname + location.search);
  here.current = location.pathname + location.search;
  // true from `proceed` until the router has moved: that navigation is let through
  const passing = useRef(false);
  const moved = location.key;
  useEffect(() => {
    if (moved) passing.current = false;
  }, [moved]);

  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      const to = linkTarget(event);
      if (!to || passing.current) return;
      const url = new URL(to, window.location.href);
      if (url.pathname + url.search === here.current) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(to));
    };
    // back/forward: the browser has moved already; undo it before the router hears of it (a
    // capturing listener on window runs before the router's), then ask
    let fromIndex = historyIndex();
    let undoing = false;
    const onPop = (event: PopStateEvent) => {
      if (passing.current) return;
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const toIndex = historyIndex();
      if (fromIndex === null || toIndex === null) return;
      event.stopImmediatePropagation();
      const delta = toIndex - fromIndex;
      undoing = true;
      window.history.go(-delta);
      setPending(() => () => navigate(delta));
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop, true);
    return () => {
      fromIndex = null;
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop, true);
    };
  }, [when, navigate]);

  return {
    blocked: pending !== null,
    proceed: () => {
      if (!pending) return;
      passing.current = true;
      setPending(null);
      pending();
    },
    reset: () => setPending(null),
  };
}
