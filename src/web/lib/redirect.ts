/** A provider's own page (absolute http(s) URL) leaves the app; our own pages stay in the router. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
