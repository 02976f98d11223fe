import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { checkImport, importsOf } from './check-boundaries.mjs';

describe('import boundaries', () => {
  it.each([
    ['src/shared/schemas/auth.ts', '../i18n/uz', null],
    ['src/shared/schemas/auth.ts', 'zod', null],
    ['src/shared/domain/x.ts', 'node:fs', 'pure'],
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
