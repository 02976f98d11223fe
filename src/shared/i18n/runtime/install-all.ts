import { compileAllTexts } from '../messages';
import { installTexts } from './texts';

/**
 * Every text in every language, compiled now: the server (which answers in each reader's
 * language) and the tests import this first; the web loads one language's groups instead.
 */
for (const [language, namespaces] of compileAllTexts()) installTexts(language, namespaces);
