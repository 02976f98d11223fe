// Node flags every server process runs with: `npm start`, `npm run start:production`, the README's
// production commands, check-production and `npm run bench:play` (scripts/server-flags.test.ts
// keeps them equal). A young generation of 64 MB instead of V8's 16: at 2,000 answer saves per
// second the server collected it 810 times, for 4.4 s in all, in one bench run, and 223 times, for
// 0.8 s, with it (answers in flight survive a collection and are copied: fewer collections copy
// less). Memory grows only under such load.
// The old generation may grow to four times what the last full collection kept (V8 picks 1.1-4
// by itself, and picked little here): the save bench's old generation grows by about 1.8 MB/s and
// had a full collection every 10-20 s, each a possible start of a slow second (README, "Where a
// slow save waits"); with it, the rate windows had none in four runs of six.
// No memory reducer: when it judges the allocation rate low for a moment, V8's memory reducer
// starts a full collection that also shrinks the young generation to its smallest; the load then
// meets scavenges 5-7 times as often, each promoting more, for half a minute. In the save bench
// (`--trace-gc`, 2026-11-27) one run in four had such a collection in a rate window: a second of
// p99 63 ms and that window over 20 ms; in three runs without the reducer, none (peak memory
// 478-512 MB against 453-477). The heap then shrinks at the next full collection instead of when
// the server falls idle.
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=64',
  '--heap-growing-percent=300',
  '--no-memory-reducer',
];
