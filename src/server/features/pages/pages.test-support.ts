import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../../test/test-app';

/** A built index.html in miniature: the head the server rewrites, the root the app renders into. */
const TEMPLATE = `<!doctype html>
<html lang="uz">
  <head>
    <meta charset="UTF-8" />
    <title>Bilimdon</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const appRenderer = fileURLToPath(new URL('../../../web/entry-server.tsx', import.meta.url));

/** A seeded app that renders its pages with the web's server entry into TEMPLATE. */
export function createRenderingApp() {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'bilimdon-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
  return createTestApp({ seed: true, webRoot, appRenderer });
}
