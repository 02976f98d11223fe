import type { ExternalToast } from 'sonner';

/*
 * Toasts for the modules of the first load (the header, the session guards, the live feed):
 * sonner (~9 KB gzip) is imported on the first toast instead of with the entry. Calls keep their
 * order (one promise); the Toaster, mounted lazily too, replays toasts made before it subscribed.
 * Page chunks may import `toast` from sonner directly: it is the same module instance.
 */
let sonner: Promise<typeof import('sonner')> | null = null;
let markRequested: () => void;
/** Settles on the first toast: the app then mounts the Toaster without waiting for idle time. */
export const toastRequested = new Promise<void>((resolve) => {
  markRequested = resolve;
});

export function loadSonner(): Promise<typeof import('sonner')> {
  markRequested();
  sonner ??= import('sonner');
  return sonner;
}

type Kind = 'success' | 'error' | 'warning' | 'info' | 'message';

const show =
  (kind: Kind) =>
  (title: string, options?: ExternalToast): void => {
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](title, options));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  message: show('message'),
  dismiss(id?: string | number): void {
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
  },
};
