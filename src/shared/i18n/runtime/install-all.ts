import { compileLanguage } from '../messages';
import { compileTextsOnDemand } from './texts';

/**
 * Every text in every language, each language compiled when first read: the server (which
 * answers in each reader's language), its worker threads and the tests import this first; the
 * web loads one language's groups instead.
 */
compileTextsOnDemand(compileLanguage);
