import { describe, expect, it } from 'vitest';
import { PRELOAD_ROUTES } from '../src/server/plugins/route-preload';
// @ts-expect-error: a plain .mjs script without type declarations
import { LEARNER_ROUTES } from './check-bundle-budget.mjs';
import { codeSplitting, LANDING_PAGES, learnerModules, type ModuleGraph } from './code-splitting.mjs';

const NM = '/app/node_modules';

/**
 * A small app: the entry's shell (with a button on the radix-ui index), two landing pages, an
 * admin page and a lazily loaded popup; `imports` lists static imports, `lazy` dynamic ones.
 */
const APP: Record<string, { imports?: string[]; lazy?: string[] }> = {
  'main.tsx': { imports: ['router.tsx', 'button.tsx', `${NM}/clsx/index.js`], lazy: ['popup.tsx'] },
  'router.tsx': { lazy: ['home.tsx', 'catalog.tsx', 'admin.tsx'] },
  'button.tsx': { imports: [`${NM}/radix-ui/index.mjs`] },
  'home.tsx': { imports: ['badge.tsx', 'quiz-card.tsx', 'uses-button.tsx', 'popup.tsx'] },
  'catalog.tsx': {
    imports: ['badge.tsx', 'search.tsx', 'dialog.tsx', 'uses-button.tsx', 'cn-only.tsx', 'popup.tsx'],
  },
  'admin.tsx': { imports: ['search.tsx', 'dialog.tsx', 'admin-table.tsx', 'cn-only.tsx'] },
  'quiz-card.tsx': { imports: ['badge.tsx'] },
  'dialog.tsx': { imports: [`${NM}/radix-ui/index.mjs`] },
  'uses-button.tsx': { imports: ['button.tsx'] },
  'cn-only.tsx': { imports: [`${NM}/clsx/index.js`] },
  'search.tsx': {},
  'badge.tsx': {},
  'admin-table.tsx': {},
  'popup.tsx': {},
  [`${NM}/radix-ui/index.mjs`]: {},
  [`${NM}/clsx/index.js`]: {},
};

function graphOf(app: typeof APP): ModuleGraph {
  const importers = (id: string, kind: 'imports' | 'lazy') =>
    Object.keys(app).filter((other) => app[other]?.[kind]?.includes(id));
  return {
    getModuleInfo: (id) =>
      app[id]
        ? {
            importedIds: app[id].imports ?? [],
            importers: importers(id, 'imports'),
            dynamicImporters: importers(id, 'lazy'),
          }
        : null,
  };
}

describe('learner chunk', () => {
  const members = learnerModules(graphOf(APP), 'main.tsx', ['home.tsx', 'catalog.tsx']);

  it('takes the modules two landing pages share, or one shares with another page', () => {
    expect(members).toContain('badge.tsx');
    expect(members).toContain('search.tsx');
    expect(members).toContain('cn-only.tsx');
  });

  it("ignores the libraries of the entry's own modules, which are loaded already", () => {
    expect(members).toContain('uses-button.tsx');
  });

  it('leaves out what brings a heavy library, what one page alone uses, admin code and lazy modules', () => {
    expect(members).not.toContain('dialog.tsx');
    expect(members).not.toContain('quiz-card.tsx');
    expect(members).not.toContain('admin-table.tsx');
    expect(members).not.toContain('popup.tsx');
    expect(members).not.toContain('home.tsx');
  });

  it('never takes libraries nor the entry’s modules itself (their own groups do)', () => {
    expect([...members].filter((id) => id.includes('node_modules') || id === 'button.tsx')).toEqual([]);
  });
});

describe('code splitting groups', () => {
  const { groups = [] } = codeSplitting('/app/src/web');
  const group = (name: string) => groups.find((candidate) => candidate.name === name);
  const matches = (name: string, id: string) => {
    const test = group(name)?.test;
    if (!(test instanceof RegExp)) throw new Error(`no group ${name} with a RegExp test`);
    return test.test(id);
  };

  it('puts the framework, shared icons and the Radix overlay layers in their own chunks', () => {
    expect(matches('framework', `${NM}/react-dom/cjs/react-dom-client.production.js`)).toBe(true);
    expect(matches('framework', `${NM}/react/jsx-runtime.js`)).toBe(true);
    expect(matches('framework', `${NM}/scheduler/index.js`)).toBe(true);
    expect(matches('framework', `${NM}/@radix-ui/react-primitive/dist/index.mjs`)).toBe(true);
    expect(matches('icons', `${NM}/lucide-react/dist/esm/icons/badge-check.mjs`)).toBe(true);
    expect(matches('overlay', `${NM}/@radix-ui/react-dialog/dist/index.mjs`)).toBe(true);
    expect(matches('overlay', `${NM}/react-remove-scroll/dist/es2015/UI.js`)).toBe(true);
    // the label and menus are not part of the layers every overlay loads
    expect(matches('overlay', `${NM}/@radix-ui/react-label/dist/index.mjs`)).toBe(false);
    expect(matches('overlay', `${NM}/@radix-ui/react-menu/dist/index.mjs`)).toBe(false);
  });

  it('names the learner modules by the module graph of each chunking pass', () => {
    const learner = groups.find((candidate) => typeof candidate.name === 'function');
    const name = learner?.name as (id: string, ctx: ModuleGraph) => string | null;
    const web = (app: typeof APP) =>
      graphOf(
        Object.fromEntries(
          Object.entries(app).map(([id, node]) => [
            id.startsWith('/') ? id : `/app/src/web/${id}`,
            {
              imports: node.imports?.map((dep) => (dep.startsWith('/') ? dep : `/app/src/web/${dep}`)),
              lazy: node.lazy?.map((dep) => `/app/src/web/${dep}`),
            },
          ]),
        ),
      );
    const routes = (app: typeof APP) => ({
      ...app,
      'app/routes/home.tsx': app['home.tsx'] ?? {},
      'app/routes/catalog.tsx': app['catalog.tsx'] ?? {},
      'router.tsx': { lazy: ['app/routes/home.tsx', 'app/routes/catalog.tsx', 'admin.tsx'] },
    });
    expect(name('/app/src/web/badge.tsx', web(routes(APP)))).toBe('learner');
    expect(name('/app/src/web/admin-table.tsx', web(routes(APP)))).toBeNull();
    // another build: the catalogue no longer shows badges
    const later = routes({ ...APP, 'catalog.tsx': { imports: ['search.tsx'] } });
    expect(name('/app/src/web/badge.tsx', web(later))).toBeNull();
  });

  it('counts every page the first-load budget checks as a landing page', () => {
    const budgeted = (LEARNER_ROUTES as { chunk: string; budget?: boolean }[])
      .filter((route) => route.budget !== false)
      .map((route) => route.chunk);
    expect(LANDING_PAGES).toEqual(expect.arrayContaining(budgeted));
  });

  it('groups the chunks of exactly the pages whose HTML announces them (route-preload.ts)', () => {
    expect(PRELOAD_ROUTES.map((route) => route.chunk).sort()).toEqual([...LANDING_PAGES].sort());
  });
});
