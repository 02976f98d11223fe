/**
 * The load balancer of `npm run bench:play --servers N`: round-robin over the app servers with
 * keep-alive connections to them, X-Forwarded-For set (the servers run with TRUST_PROXY naming
 * this proxy), and responses streamed as they come, so server-sent events pass through.
 * Usage: tsx bench/lib/play-proxy.ts <port> <target>...
 */
import http from 'node:http';
import { createProxyServer } from 'http-proxy-3';

const [port, ...targets] = process.argv.slice(2);
if (!port || targets.length === 0) throw new Error('usage: play-proxy.ts <port> <target>...');

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const proxy = createProxyServer({ agent, xfwd: true });
let next = 0;

proxy.on('error', (_error, _request, response) => {
  if (response instanceof http.ServerResponse && !response.headersSent) {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end('{"code":"BAD_GATEWAY"}');
  }
});

const server = http.createServer((request, response) => {
  const target = targets[next++ % targets.length]!;
  proxy.web(request, response, { target });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log(`proxy on ${port} -> ${targets.join(', ')}`));
process.on('SIGTERM', () => process.exit(0));
