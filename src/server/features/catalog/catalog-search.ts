import { like, type SQL } from 'drizzle-orm';
import { normalizeForSearch } from '../../../shared/domain/text';
import { quizzes } from '../../db/schema';

/** LIKE pattern for a substring, with the user's % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Title or description contains the search, case- and apostrophe-insensitively; none when blank. */
export function quizTextMatches(search: string | undefined): SQL | undefined {
  const term = search ? normalizeForSearch(search) : '';
  return term ? like(quizzes.searchText, containsPattern(term)) : undefined;
}
