#!/usr/bin/env node
// Production check (CI runs it after the suites; run it by hand the same way):
// builds what is out of date, copies only dist/ and the package files to a temporary folder,
// installs the runtime dependencies there (`--omit=dev`, Node itself among them: the `node` package),
// checks that Node is one `engines` supports, removes the build and test tools some
// dependency's optional peers drag in anyway, starts the documented production command and asks
// it for its health, the web app (rendered on the server), a quiz API and the OpenAPI document; then renders a certificate
// and parses an import text with the compiled workers, and stops the server expecting a clean exit.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { isSupportedNode } from './check-node.mjs';
import { freePort } from './free-port.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { isOutOfDate, parts } from './start.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Never needed at run time; better-auth lists some as optional peers, so npm installs them anyway. */
const BUILD_AND_TEST_TOOLS = ['tsx', 'vite', 'vitest', 'esbuild', '@esbuild', 'rolldown', 'drizzle-kit'];
const STARTUP_TIMEOUT_MS = 60_000;

function step(message) {
  console.log(`[check-production] ${message}`);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  process.stdout.write(result.stdout);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
  return result.stdout;
}

/** The Node `npm run start:production` finds first on PATH in the production folder. */
function runtimeNode(folder) {
  return path.join(folder, 'node_modules', '.bin', 'node');
}

function checkRuntimeNode(folder) {
  const version = run(runtimeNode(folder), ['--print', 'process.version'], folder).trim();
  if (!isSupportedNode(version)) throw new Error(`the production install brings Node ${version}`);
  step(`the production install runs on Node ${version}`);
}

function buildWhatIsOutOfDate() {
  for (const part of parts) {
    if (isOutOfDate(part)) {
      step(`building the ${part.name}`);
      part.build();
    }
  }
}

function installRuntimeOnly(folder) {
  for (const file of ['package.json', 'package-lock.json', 'dist']) {
    cpSync(path.join(root, file), path.join(folder, file), { recursive: true });
  }
  step(`npm install --omit=dev in ${folder}`);
  run(
    'npm',
    ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    folder,
  );
  for (const tool of BUILD_AND_TEST_TOOLS) {
    rmSync(path.join(folder, 'node_modules', tool), { recursive: true, force: true });
  }
}

/** Starts the production command and resolves once the server logs that it is ready. */
function startServer(folder, port) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(
    runtimeNode(folder),
    ['--enable-source-maps', ...SERVER_NODE_FLAGS, 'dist/server/main.js'],
    {
      cwd: folder,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: path.join(folder, 'data'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = [];
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not get ready in time')),
      STARTUP_TIMEOUT_MS,
    );
    server.once('exit', (code) =>
      reject(new Error(`the server exited with code ${code} before it was ready`)),
    );
    for (const stream of [server.stdout, server.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (line.includes('Bilimdon is ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
  return { server, ready, output };
}

async function expectResponse(url, { type, check }) {
  const response = await fetch(url);
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !contentType.includes(type)) {
    throw new Error(`GET ${url}: ${response.status} ${contentType}`);
  }
  const body = type === 'json' ? await response.json() : await response.text();
  if (!check(body)) throw new Error(`GET ${url}: unexpected body ${JSON.stringify(body).slice(0, 300)}`);
  step(`GET ${new URL(url).pathname} ok`);
}

async function checkServing(baseUrl) {
  await expectResponse(`${baseUrl}/api/health`, {
    type: 'json',
    check: (body) => body.status === 'ok' && body.database.migrations.pending === 0,
  });
  const page = await (await fetch(`${baseUrl}/quizzes`)).text();
  // a rendered page names its entry for the loader that adds it after the first paint
  const script = page.match(/(?:src|data-entry)="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!script) throw new Error(`GET /quizzes: no web app page: ${page.slice(0, 300)}`);
  // rendered on the server by dist/ssr, with no web package installed
  if (!/<div id="root"><[^/]/.test(page))
    throw new Error('GET /quizzes: the page was not rendered on the server');
  step('GET /quizzes rendered on the server');
  await expectResponse(`${baseUrl}${script}`, { type: 'javascript', check: (code) => code.length > 0 });
  await expectResponse(`${baseUrl}/api/quizzes`, {
    type: 'json',
    check: (body) => Array.isArray(body.quizzes),
  });
  await expectResponse(`${baseUrl}/api/openapi.json`, { type: 'json', check: (body) => Boolean(body.paths) });
  await checkFieldMessageLanguage(baseUrl);
}

/**
 * After the server renderer (its own bundled zod) has loaded, zod's field messages still speak the
 * request's language: zod keeps one error map per process, on globalThis.
 */
async function checkFieldMessageLanguage(baseUrl) {
  const response = await fetch(`${baseUrl}/api/quizzes?page=x`, { headers: { 'accept-language': 'ru' } });
  const fields = (await response.json()).error?.fields;
  if (response.status !== 400 || fields?.page !== 'Введите число') {
    throw new Error(`GET /api/quizzes?page=x in Russian: ${response.status} ${JSON.stringify(fields)}`);
  }
  step('a field message in the request language after a server rendering');
}

/** The compiled worker with its fonts and native renderer, as piscina runs it in production. */
function checkCertificateWorker(folder) {
  const script = `
    const { default: render } = await import('./dist/server/render.worker.js');
    const data = { holderName: 'Oʻgʻil Qodirov', quizTitle: 'Tekshiruv', percentage: 90,
      issuedAt: new Date(), code: 'CHECK-1', verifyUrl: 'http://127.0.0.1/check', language: 'uz-Cyrl' };
    const png = Buffer.from(await render({ format: 'png', data }));
    const pdf = Buffer.from(await render({ format: 'pdf', data }));
    if (!png.subarray(1, 4).equals(Buffer.from('PNG')) || !pdf.subarray(0, 4).equals(Buffer.from('%PDF'))) {
      throw new Error('the certificate worker did not produce a PNG and a PDF');
    }`;
  run(runtimeNode(folder), ['--input-type=module', '--eval', script], folder);
  step('certificate PNG and PDF rendered by dist/server/render.worker.js');
}

/** The compiled import parser with its packages, as piscina runs it in production. */
function checkImportWorker(folder) {
  const script = `
    const { default: parse } = await import('./dist/server/import.worker.js');
    const outcome = parse({ format: 'gift', text: 'Savol {=a ~b}', language: 'uz-Cyrl' });
    if (outcome.parsed?.questions[0]?.questionText !== 'Savol') {
      throw new Error('the import worker did not read a GIFT question: ' + JSON.stringify(outcome));
    }`;
  run(runtimeNode(folder), ['--input-type=module', '--eval', script], folder);
  step('GIFT question read by dist/server/import.worker.js');
}

async function stopServer(server) {
  if (server.exitCode !== null) return server.exitCode;
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  return exited;
}

async function main() {
  const started = Date.now();
  buildWhatIsOutOfDate();
  const folder = mkdtempSync(path.join(tmpdir(), 'bilimdon-production-'));
  let running;
  try {
    installRuntimeOnly(folder);
    checkRuntimeNode(folder);
    const port = await freePort();
    running = startServer(folder, port);
    await running.ready;
    await checkServing(`http://127.0.0.1:${port}`);
    checkCertificateWorker(folder);
    checkImportWorker(folder);
    const code = await stopServer(running.server);
    if (code !== 0) throw new Error(`the server exited with code ${code} on SIGTERM`);
    step(`passed in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    if (running) {
      await stopServer(running.server);
      console.error(running.output.slice(-30).join('\n'));
    }
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
