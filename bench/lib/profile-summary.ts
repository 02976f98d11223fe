/**
 * Reads a V8 .cpuprofile (node --cpu-prof; `npm run bench:play -- --profile`) and prints where
 * the time went: self time summed by function and file, and by package or source folder.
 * Usage: tsx bench/lib/profile-summary.ts <file.cpuprofile> [top=30]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** node_modules/<package> or the source folder, so the table says which layer costs */
function area(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (!url) return '(native/idle/gc)';
  if (url.startsWith('node:')) return 'node core';
  return url.replace(/^.*\/(dist|src)\//, '$1/');
}

function table(key: (node: ProfileNode) => string) {
  const sums = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const name = key(byId.get(id)!);
    sums.set(name, (sums.get(name) ?? 0) + us);
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(top))
    .map(([name, us]) => ({ name, ms: Math.round(us / 1000), '%': Math.round((us / total) * 1000) / 10 }));
}

console.log(`total ${Math.round(total / 1000)} ms sampled`);
console.table(table((node) => area(node.callFrame.url)));
console.table(
  table(
    (node) =>
      `${node.callFrame.functionName || '(anonymous)'} ${area(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`,
  ),
);
