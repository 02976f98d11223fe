#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster: initdb in a temporary directory, start on
// 127.0.0.1 with a free port, run the command with DATABASE_URL set, stop and remove the cluster.
// Usage: node scripts/with-postgres.mjs [--durable] <command> [args...]
// Tests run with fsync off (nothing there needs to survive a power cut, and it is faster);
// --durable keeps PostgreSQL's default fsync on, as production runs: the answer-save benchmark;
// with min_wal_size as the README advises for exam day (WAL segments kept ready for reuse).
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) {
    console.error(
      'PostgreSQL server binaries are missing. Install them with:\n\n  sudo apt-get install -y postgresql\n',
    );
    process.exit(1);
  }
  return found;
}

const isRoot = process.getuid?.() === 0;
/** initdb and postgres refuse to run as root: run them as the postgres user then. */
function runAsOwner(binary, args) {
  if (!isRoot) return execFileSync(binary, args, { stdio: 'pipe' });
  const quoted = [binary, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
}

async function main() {
  const durable = process.argv[2] === '--durable';
  const [command, ...args] = process.argv.slice(durable ? 3 : 2);
  if (!command) throw new Error('usage: with-postgres.mjs [--durable] <command> [args...]');
  const bin = postgresBin();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bilimdon-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dataDir, uid, gid);
  }
  const port = await freePort();
  runAsOwner(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  const fsync = durable ? ' -c min_wal_size=1GB' : ' -c fsync=off';
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1${fsync} -c max_connections=200`;
  runAsOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dataDir, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ]);
  const stop = () => {
    try {
      runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const env = { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` };
  const child = spawn(command, args, { stdio: 'inherit', env, shell: false });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => {
    stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
