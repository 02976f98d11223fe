import type { AccessContext, RouteCase } from '../../test/access-cases';

/** Route-access cases of this feature's routes (see src/server/test/access-cases.ts). */
export function adminQuestionCases(_context: AccessContext): Record<string, RouteCase> {
  return {};
}
