import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkImport,
  featureGraph,
  featureGraphProblems,
  importsOf,
  // @ts-expect-error: a plain .mjs script without type declarations
} from './check-boundaries.mjs';

describe('import boundaries', () => {
  it.each([
    ['src/shared/schemas/auth.ts', '../i18n/uz', null],
    ['src/shared/schemas/auth.ts', 'zod', null],
    ['src/shared/domain/x.ts', 'node:fs', 'pure'],
    ['src/shared/domain/x.test.ts', 'fast-check', null],
    ['src/shared/domain/x.ts', 'fast-check', 'pure'],
    ['src/shared/domain/x.ts', '../../server/db/client', 'shared may not import server'],
    ['src/shared/domain/x.ts', '@web/lib/cn', 'shared may not import web'],
    ['src/server/app.ts', '../shared/i18n/uz', null],
    ['src/server/app.ts', '../web/main', 'server may not import web'],
    ['src/web/features/home/a.tsx', '../../../server/db/schema', 'web may not import server'],
    [
      'src/web/features/home/a.tsx',
      '@web/features/auth/x',
      'web feature "home" may not import web feature "auth"',
    ],
    ['src/web/features/home/api/a.ts', '../../auth/x', 'may not import web feature "auth"'],
    ['src/web/features/home/api/a.ts', '../components/card', null],
    ['src/web/features/home/a.tsx', '@web/features/auth', 'may not import web feature "auth"'],
    [
      'src/web/components/layout/header.tsx',
      '@web/features/notifications',
      'src/web/components may not import feature "notifications"',
    ],
    ['src/web/components/ui/x.tsx', '../../features/auth/x', 'shared web components know no feature'],
    ['src/web/components/layout/header.tsx', '@web/lib/auth-client', null],
    ['src/web/app/layouts/site-header.tsx', '@web/features/notifications', null],
    [
      'src/server/db/client.ts',
      '../features/auth/auth.service',
      'src/server/db may not import feature "auth"',
    ],
    ['src/server/db/schema/index.ts', '../../features/settings/x', 'database layer knows no feature'],
    ['src/server/db/client.ts', '../config', null],
    ['src/server/seed/demo.ts', '../features/auth/auth.service', null],
  ])('%s imports %s', (file, specifier, expected) => {
    const problem = checkImport(file, specifier);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toContain(expected);
  });

  it('finds static, re-export, side-effect and dynamic imports', () => {
    const source = `import a from './a';\nexport { b } from "./b";\nimport './c.css';\nconst d = () => import('./d');`;
    expect(importsOf(source)).toEqual(['./a', './b', './c.css', './d']);
  });
});

describe('server feature dependencies', () => {
  // a features folder of three: payments -> guest -> auth -> payments (tests do not count)
  const root = mkdtempSync(path.join(tmpdir(), 'features-'));
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  };
  write('payments/ledger.ts', "import { grant } from '../guest/grant';");
  write('guest/grant.ts', "import { hook } from '../auth/hooks';");
  write('auth/hooks.ts', "import { merge } from '../payments/ledger';");
  write('auth/hooks.test.ts', "import { x } from '../catalog/x';");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fails on a cycle even when the list allows each of its edges', () => {
    const allowed = { payments: ['guest'], guest: ['auth'], auth: ['payments'] };
    expect(featureGraphProblems(featureGraph(root), allowed)).toEqual([
      'server features in a cycle: auth, guest, payments',
    ]);
  });

  it('fails on an import the list does not allow', () => {
    const allowed = { payments: ['guest'], guest: ['auth'] };
    expect(featureGraphProblems(featureGraph(root), allowed)).toEqual([
      'server feature "auth" may not import "payments": not in SERVER_FEATURE_DEPENDENCIES',
      'server features in a cycle: auth, guest, payments',
    ]);
  });

  it('fails on a listed dependency that no import makes', () => {
    const allowed = { payments: ['guest', 'catalog'], guest: ['auth'], auth: ['payments'] };
    expect(featureGraphProblems(featureGraph(root), allowed)).toContain(
      'SERVER_FEATURE_DEPENDENCIES lists "payments" -> "catalog", which no import makes: remove it',
    );
  });

  it('passes on the real tree, as the lint step runs it', () => {
    expect(featureGraphProblems(featureGraph())).toEqual([]);
    const run = spawnSync(process.execPath, ['scripts/check-boundaries.mjs'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
