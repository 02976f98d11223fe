import type { Rolldown } from 'vite';

/** What the learner analysis reads of a module: rolldown's ModuleInfo has these. */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): Pick<Rolldown.ModuleInfo, 'importedIds' | 'importers' | 'dynamicImporters'> | null;
}

/** The learner pages' route modules, relative to src/web. */
export const LANDING_PAGES: string[];

/** The modules of the learner chunk: `entry` and `landingPages` are module ids in `graph`. */
export function learnerModules(graph: ModuleGraph, entry: string, landingPages: string[]): Set<string>;

/** build.rolldownOptions.output.codeSplitting; `webRoot` is src/web's absolute path. */
export function codeSplitting(webRoot: string): Rolldown.CodeSplittingOptions;
