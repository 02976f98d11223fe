import { like, or, type SQL } from 'drizzle-orm';
import { searchTermInBothScripts } from '../../../shared/domain/script-search';
import { quizzes } from '../../db/schema';

/** LIKE pattern for a substring, with the user's % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Title or description contains the search in either Uzbek script, case- and
 * apostrophe-insensitively; none when blank.
 */
export function quizTextMatches(search: string | undefined): SQL | undefined {
  const terms = search ? searchTermInBothScripts(search) : [];
  return terms.length
    ? or(...terms.map((term) => like(quizzes.searchText, containsPattern(term))))
    : undefined;
}
