import { adsenseScriptUrl } from '@shared/domain/integrations';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

let loading: HTMLScriptElement | undefined;

/**
 * Adds the AdSense script to the page once, from Google's origin (the CSP admits it only when
 * ADSENSE_CLIENT_ID is set). Ads pushed before it arrives wait in window.adsbygoogle.
 */
export function loadAdScript(clientId: string) {
  if (loading) return;
  loading = document.createElement('script');
  loading.async = true;
  loading.crossOrigin = 'anonymous';
  loading.src = adsenseScriptUrl(clientId);
  document.head.append(loading);
}

/** Asks AdSense to fill the `<ins class="adsbygoogle">` just rendered. */
export function requestAd() {
  window.adsbygoogle = window.adsbygoogle ?? [];
  window.adsbygoogle.push({});
}
