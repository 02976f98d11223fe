import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESSION_THRESHOLD } from '../lib/precompressed';

/**
 * Responses the server builds (pages with their head, API JSON, CSV) are compressed for browsers
 * that accept it: brotli at a fast quality, else gzip, from 1 KiB up. Static assets are
 * compressed once at build time instead (web-app.ts), cached pages and answers once per entry
 * (lib/precompressed.ts), and the live event stream is never buffered by a compressor (it
 * writes to the socket itself). Request bodies are not decompressed: no client of ours sends
 * them compressed, and refusing them leaves no zip bomb.
 */
export async function registerCompression(server: FastifyInstance) {
  await server.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    globalDecompression: false,
  });
}
