import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Times are shown on the Tashkent clock (@shared/i18n/format) everywhere. These formatters use the
 * browser's own zone, so a time they print disagrees with the CSV exports, emails and the guest
 * banner for anyone outside Tashkent.
 */
const LOCAL_ZONE_FORMATTERS: { name: string; pattern: RegExp }[] = [
  { name: 'toLocale*String', pattern: /\.toLocale(Date|Time)?String\(/ },
  {
    name: 'Intl.DateTimeFormat without timeZone',
    pattern: /new Intl\.DateTimeFormat\((?![^;]*timeZone)[^;]*;/s,
  },
  { name: "date-fns' format (local zone)", pattern: /import\s*\{[^}]*\bformat\b[^}]*\}\s*from\s*'date-fns'/ },
];
/** Files allowed a local-zone formatter, with why. */
const ALLOWED: Record<string, string> = {
  // formats calendar days (YYYY-MM-DD, already Tashkent days) parsed as local dates: no shift
  'features/admin-dashboard/chart-scale.ts': 'calendar days',
};

const webRoot = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one time zone in the web app', () => {
  it('formats no moment in the browser’s own zone', () => {
    const files = sourceFiles(webRoot);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((path) => {
      const file = relative(webRoot, path);
      if (file in ALLOWED) return [];
      const text = readFileSync(path, 'utf8');
      return LOCAL_ZONE_FORMATTERS.filter(({ pattern }) => pattern.test(text)).map(
        ({ name }) => `${file}: ${name}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  it('recognises each local-zone formatter', () => {
    const samples = [
      'date.toLocaleString("uz")',
      'date.toLocaleDateString()',
      'd.toLocaleTimeString([], {})',
      "new Intl.DateTimeFormat('uz', { hour: '2-digit' });",
      "import { format, parseISO } from 'date-fns';",
    ];
    expect(
      samples.map((sample) => LOCAL_ZONE_FORMATTERS.some(({ pattern }) => pattern.test(sample))),
    ).toEqual(samples.map(() => true));
    expect(
      LOCAL_ZONE_FORMATTERS.some(({ pattern }) =>
        pattern.test("new Intl.DateTimeFormat('en-GB', {\n  timeZone: TIME_ZONE,\n});"),
      ),
    ).toBe(false);
  });
});
