// Node flags every server process runs with: `npm start`, `npm run start:production`, the README's
// production commands, check-production and `npm run bench:play` (scripts/server-flags.test.ts
// keeps them equal). A young generation of 64 MB instead of V8's 16: under an exam's load of answer
// saves the server collects it far less often and for less time in all (answers in flight survive
// a collection and are copied: fewer collections copy less). Memory grows only under such load.
// The old generation may grow to four times what the last full collection kept (V8 picks 1.1-4
// by itself, and picks little under this load): fewer full collections, each a possible start of
// a slow second.
// No memory reducer: when it judges the allocation rate low for a moment, V8's memory reducer
// starts a full collection that also shrinks the young generation to its smallest; the returning
// load then meets scavenges far more often, each promoting more, for a while. The heap then
// shrinks at the next full collection instead of when the server falls idle. What each flag was
// measured to change: docs/performance.md, "Server flags".
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=64',
  '--heap-growing-percent=300',
  '--no-memory-reducer',
];
