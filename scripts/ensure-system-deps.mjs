#!/usr/bin/env node
// `npm test` needs Debian's chromium for the end-to-end suite. Installs it when running as root,
// otherwise stops with the exact command to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const PACKAGES = 'chromium fonts-dejavu-core';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`The end-to-end tests need Debian's chromium at ${CHROMIUM}. Install it with:\n`);
  console.error(`  sudo apt-get update && sudo apt-get install -y ${PACKAGES}\n`);
  process.exit(1);
}
console.log(`Installing ${PACKAGES} for the end-to-end tests...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync(`apt-get install -y -qq --no-install-recommends ${PACKAGES}`, { stdio: 'inherit', env });
