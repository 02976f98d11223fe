#!/usr/bin/env node
// Stops with a clear message when the Node running this is not one package.json's `engines`
// supports. npm scripts run on the Node that the `node` dependency installs into
// node_modules/.bin (npm puts that folder first on PATH), whatever the system's own Node is.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
export const SUPPORTED_NODE = manifest.engines.node;

/** Whether a Node version (`process.version`'s form) is one the project supports. */
export function isSupportedNode(version) {
  return semver.satisfies(version, SUPPORTED_NODE);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!isSupportedNode(process.version)) {
    console.error(
      `Node ${process.version} (${process.execPath}) is not supported: the project needs ${SUPPORTED_NODE}.\n` +
        'Run it through npm (npm test, npm start), which uses the Node installed in node_modules.',
    );
    process.exit(1);
  }
  console.log(`Node ${process.version} (${process.execPath})`);
}
