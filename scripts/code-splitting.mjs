/*
 * How the web build cuts its JavaScript into files (build.rolldownOptions.output.codeSplitting in
 * vite.config.ts). Rolldown's automatic splitting gives every set of pages sharing
 * modules a chunk of its own: a learner page fetched about 30 files, most of them 0.2-1.5 KB (one
 * icon, a badge, a skeleton), and on a phone over HTTP/1.1 (6 connections per host) each costs a
 * round trip before the first screen. The groups below load a learner page in about 6 files:
 *
 * - framework: React (react-dom and its scheduler), the router, TanStack Query and the base of
 *   every Radix component (Slot, Primitive), long cached (app deploys do not change it);
 * - app: everything else the entry loads at start (the app's shell, i18n, helpers);
 * - icons: the icons that more than one page uses (about 6 KB of gzip for all of them, one file
 *   instead of one per icon);
 * - overlay: Radix's dialog and what every Radix popup shares (dismiss, focus trap, portal, scroll
 *   lock), loaded together by the play page, the sign-in dialog, the sheets and the admin panel;
 * - learner: the small components and helpers (badge, skeleton, quiz card, status panel, formats)
 *   that the landing pages share with each other or with other pages, when they bring no library
 *   with them. Code only the admin panel, the sign-in dialog or a single page uses stays out of it.
 *
 * A module in a group runs when its group's file loads, possibly before a page that needs it: only
 * modules without import-time effects (components, helpers, icons, these libraries) are grouped.
 */

/**
 * The pages a learner lands on (scripts/check-bundle-budget.mjs budgets the first four; the play
 * page is the fourth page bench/lighthouse.bench.ts measures), by route module relative to src/web.
 */
export const LANDING_PAGES = [
  'app/routes/home.tsx',
  'app/routes/catalog.tsx',
  'app/routes/quiz-detail.tsx',
  'app/routes/cart.tsx',
  'app/routes/play.tsx',
];

const LIBRARY = /[\\/]node_modules[\\/]/;
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@radix-ui[\\/]react-(primitive|slot|compose-refs))[\\/]/;
const ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const OVERLAY = new RegExp(
  '[\\\\/]node_modules[\\\\/](@radix-ui[\\\\/](react-dialog|react-dismissable-layer|react-focus-scope|' +
    'react-focus-guards|react-portal|react-presence|react-context|react-id|react-use-[a-z-]+|primitive)|' +
    'react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|' +
    'get-nonce|aria-hidden|tslib)[\\\\/]',
);
/** Libraries small enough to come along into the learner chunk; any other keeps a module out. */
const LIGHT_LIBRARY = new RegExp(
  '[\\\\/]node_modules[\\\\/](react|react-dom|scheduler|react-router|@tanstack|lucide-react|clsx|tailwind-merge|' +
    'class-variance-authority|@radix-ui[\\\\/]react-(label|primitive|slot|compose-refs))[\\\\/]',
);

/**
 * `id` and the modules it imports statically. `libraries: false` stops at a library (its own
 * imports are its business); the app's modules in `known` (the entry's) are not followed.
 * `graph` is rolldown's chunking context (or anything with its getModuleInfo).
 */
function staticImports(graph, id, libraries = true, known = new Set()) {
  const seen = new Set();
  const visit = (current) => {
    if (seen.has(current)) return;
    if (current !== id && known.has(current) && !LIBRARY.test(current)) return;
    seen.add(current);
    if (!libraries && LIBRARY.test(current)) return;
    for (const imported of graph.getModuleInfo(current)?.importedIds ?? []) visit(imported);
  };
  visit(id);
  return seen;
}

/** The lazily imported modules (pages, popups) whose static imports reach `id`, outside `shell`. */
function lazyRootsOf(graph, id, shell) {
  const roots = new Set();
  const seen = new Set();
  const visit = (current) => {
    if (seen.has(current) || shell.has(current)) return;
    seen.add(current);
    const info = graph.getModuleInfo(current);
    if (!info) return;
    if (info.dynamicImporters.length > 0) roots.add(current);
    for (const importer of info.importers) visit(importer);
  };
  visit(id);
  return roots;
}

/**
 * Which modules join the learner chunk. The graph is rolldown's module graph before tree shaking:
 * through a package's index (lucide-react, radix-ui) it reaches every export, so icons and
 * libraries are judged by their own groups and by LIGHT_LIBRARY, never by this walk.
 */
export function learnerModules(graph, entry, landingPages) {
  const shell = staticImports(graph, entry);
  const landing = new Set(landingPages.flatMap((page) => [...staticImports(graph, page)]));
  const bringsHeavyLibrary = (id) =>
    [...staticImports(graph, id, false, shell)].some((dep) => LIBRARY.test(dep) && !LIGHT_LIBRARY.test(dep));
  const joins = (id) => {
    const info = graph.getModuleInfo(id);
    if (shell.has(id) || !info || info.dynamicImporters.length > 0 || LIBRARY.test(id)) return false;
    // shared: by two landing pages, or by one and another page (each would make it a chunk of its own)
    return lazyRootsOf(graph, id, shell).size >= 2 && !bringsHeavyLibrary(id);
  };
  return new Set([...landing].filter(joins));
}

/** The learner group: its module set is worked out once per build, on the first module asked about. */
function learnerGroup(webRoot) {
  let members;
  let graphOfMembers;
  return {
    debugName: 'learner',
    name: (id, ctx) => {
      // a new chunking pass (another build in the same process) brings a new context
      if (graphOfMembers !== ctx) {
        const pages = LANDING_PAGES.map((page) => `${webRoot}/${page}`);
        members = learnerModules(ctx, `${webRoot}/main.tsx`, pages);
        graphOfMembers = ctx;
      }
      return members?.has(id) ? 'learner' : null;
    },
    priority: 10,
  };
}

/** The options for build.rolldownOptions.output.codeSplitting; `webRoot` is src/web's absolute path. */
export function codeSplitting(webRoot) {
  return {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 40 },
      { name: 'app', tags: ['$initial'], priority: 30 },
      { name: 'icons', test: ICON, minShareCount: 2, priority: 20 },
      { name: 'overlay', test: OVERLAY, minShareCount: 2, priority: 20 },
      learnerGroup(webRoot),
    ],
  };
}
