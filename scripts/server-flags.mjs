// Node flags every server process runs with: `npm start`, `npm run start:production`, the README's
// production commands, check-production and `npm run bench:play` (scripts/server-flags.test.ts
// keeps them equal). A young generation of 64 MB instead of V8's 16: at 2,000 answer saves per
// second the server collected it 810 times, for 4.4 s in all, in one bench run, and 223 times, for
// 0.8 s, with it (answers in flight survive a collection and are copied: fewer collections copy
// less). Memory grows only under such load.
// The old generation may grow to four times what the last full collection kept (V8 picks 1.1-4
// by itself, and picked little here): the save bench's old generation grows by about 1.8 MB/s and
// had a full collection every 10-20 s, each a possible start of a slow second (README, "Where a
// slow save still waits"); with it, the rate windows had none in four runs of six.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--heap-growing-percent=300'];
