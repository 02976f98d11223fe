/**
 * The script-free reference page of `npm run bench:lighthouse`: a page of the app as the browser
 * rendered it (same DOM, same CSS, fonts and images), saved without its scripts, and the bench's
 * front server that serves it at REFERENCE_PATH and passes every other request to the app server
 * unchanged. The pages and the reference are audited through the same front server, so both come
 * from one origin with the same assets: what separates their figures is the script's work, not
 * the machine. The reference exists only in the bench; the app server knows nothing of it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createProxyServer } from 'http-proxy-3';
import { chromium } from 'playwright-core';

export const REFERENCE_PATH = '/lighthouse-reference';

/** Lighthouse's mobile screen (moto g power), so a layout chosen by a media query is the same */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * `url` rendered in chromium once `ready` (a CSS selector) is on it and the fonts have loaded, as
 * HTML without scripts: script elements and script preloads go, everything else stays.
 */
export async function renderWithoutScripts(url: string, ready: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await (await browser.newContext(MOBILE)).newPage();
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    return await page.evaluate(async () => {
      await document.fonts.ready;
      const scripts = 'script, link[rel="modulepreload"], link[as="script"]';
      for (const element of document.querySelectorAll(scripts)) element.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
}

/** Compressed as the app server sends its pages: brotli at a fast quality, else gzip. */
function encode(html: string, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding);
  if (accepts('br')) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' };
  }
  if (accepts('gzip')) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: Buffer.from(html) };
}

export interface FrontServer {
  url: string;
  /** the reference page's HTML, served from now on */
  setReference: (html: string) => void;
  close: () => Promise<void>;
}

/** The front server on 127.0.0.1:`port`, passing to `target` all but the reference page. */
export async function startFrontServer(port: number, target: string): Promise<FrontServer> {
  const agent = new http.Agent({ keepAlive: true });
  const proxy = createProxyServer({ agent });
  proxy.on('error', (_error, _request, response) => {
    if (response instanceof http.ServerResponse && !response.headersSent) response.writeHead(502).end();
  });
  let reference: string | undefined;
  const server = http.createServer((request, response) => {
    if (request.url !== REFERENCE_PATH) return void proxy.web(request, response, { target });
    if (reference === undefined) return void response.writeHead(404).end();
    const { body, encoding } = encode(reference, String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setReference: (html) => {
      reference = html;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
