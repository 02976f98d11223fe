#!/usr/bin/env node
// `npm test` needs Debian's chromium (end-to-end suite) and PostgreSQL server binaries (the
// two-servers cluster suite). Installs what is missing when running as root, otherwise stops
// with the exact command to run.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((version) =>
    existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
  );

const missing = [];
if (!existsSync('/usr/bin/chromium')) missing.push('chromium', 'fonts-dejavu-core');
if (!hasPostgres()) missing.push('postgresql');
if (missing.length === 0) process.exit(0);

const packages = missing.join(' ');
if (process.getuid?.() !== 0) {
  console.error(`The tests need Debian packages that are missing. Install them with:\n`);
  console.error(`  sudo apt-get update && sudo apt-get install -y ${packages}\n`);
  process.exit(1);
}
console.log(`Installing ${packages} for the tests...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync(`apt-get install -y -qq --no-install-recommends ${packages}`, { stdio: 'inherit', env });
