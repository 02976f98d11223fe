// The thread of bench/lib/commit-probe.ts: a one-row durable insert every EVERY_MS on a pool of its
// own, whatever the earlier ones are doing (open loop, so a stalled flush shows in every probe sent
// during it, as it does in the saves), each reported as [sent at (epoch ms), latency ms or -1].
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

const EVERY_MS = 10;
const now = () => performance.timeOrigin + performance.now();

const pool = new pg.Pool({
  connectionString: workerData.databaseUrl,
  max: 20,
  application_name: 'bench-commit-probe',
});
await pool.query('create table if not exists bench_commit_probe (at timestamptz not null)');

let batch = [];
let inFlight = 0;
const probe = () => {
  const sent = now();
  inFlight++;
  pool
    .query('insert into bench_commit_probe values (now())')
    .then(
      () => batch.push([sent, now() - sent]),
      () => batch.push([sent, -1]),
    )
    .finally(() => inFlight--);
};
const send = () => {
  if (batch.length > 0) parentPort.postMessage(batch);
  batch = [];
};
const probing = setInterval(probe, EVERY_MS);
const sending = setInterval(send, 200);

parentPort.on('message', async () => {
  clearInterval(probing);
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(sending);
  send();
  await pool.query('drop table bench_commit_probe').catch(() => undefined);
  await pool.end();
  parentPort.close();
});
parentPort.postMessage('ready');
