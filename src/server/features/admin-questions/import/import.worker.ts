/**
 * The module piscina runs in a worker thread: a large import text takes seconds of synchronous
 * parsing (gift-pegjs reads it character by character) that would otherwise hold the event loop.
 */
export { parseImport as default } from './parse-import';
