import {
  type ContentScript,
  optionalTextInScript,
  textInScript,
} from '../../../shared/domain/content-script';
import type { QuizCard } from '../../../shared/schemas/catalog';
import type { CatalogSnapshot, CategoryEntry, QuizEntry } from './catalog-read-model';

/** What a snapshot holds in content text: the rest (stats, version) is the same in every script. */
type ScriptView = Pick<CatalogSnapshot, 'quizzes' | 'categories' | 'sorted' | 'found'>;

/**
 * Views made per set of quizzes (a reload makes a new set; a learner-numbers refresh keeps it)
 * and script: each is transliterated once, not per request.
 */
const views = new WeakMap<CatalogSnapshot['quizzes'], Map<ContentScript, ScriptView>>();

/** A card's content (title, description, category name) as a reader in `script` reads it. */
export function cardInScript<Card extends Omit<QuizCard, 'createdAt' | 'thumbnailUrl'>>(
  card: Card,
  script: ContentScript,
): Card {
  if (script === 'original') return card;
  return {
    ...card,
    title: textInScript(card.title, script, card.language),
    description: optionalTextInScript(card.description, script, card.language),
    // categories are named in Uzbek, whatever the quiz's language
    categoryName: optionalTextInScript(card.categoryName, script),
  };
}

/** The texts a reader sees of a quiz entry, to tell whether a script changed any. */
const textsOf = ({ card, previewQuestions }: QuizEntry) =>
  JSON.stringify([card.title, card.description, card.categoryName, previewQuestions]);

/** The entry in `script`; the very same entry when that changes none of its texts. */
function entryInScript(entry: QuizEntry, script: ContentScript): QuizEntry {
  const { language } = entry.card;
  const converted = {
    ...entry,
    card: cardInScript(entry.card, script),
    previewQuestions: entry.previewQuestions.map((question) => ({
      ...question,
      questionText: textInScript(question.questionText, script, language),
      options: question.options.map((option) => textInScript(option, script, language)),
    })),
  };
  return textsOf(converted) === textsOf(entry) ? entry : converted;
}

function categoryInScript(category: CategoryEntry, script: ContentScript): CategoryEntry {
  return {
    ...category,
    nameUz: textInScript(category.nameUz, script),
    description: optionalTextInScript(category.description, script),
  };
}

function buildView(snapshot: CatalogSnapshot, script: ContentScript): ScriptView {
  const quizzes = new Map([...snapshot.quizzes].map(([id, entry]) => [id, entryInScript(entry, script)]));
  const sorted = Object.fromEntries(
    Object.entries(snapshot.sorted).map(([sort, list]) => [sort, list.map((q) => quizzes.get(q.card.id)!)]),
  ) as CatalogSnapshot['sorted'];
  const categories = snapshot.categories.map((category) => categoryInScript(category, script));
  return { quizzes, categories, sorted, found: new Map() };
}

/** The snapshot as a reader in `script` reads it: the same quizzes, their Uzbek texts transliterated. */
export function snapshotInScript(snapshot: CatalogSnapshot, script: ContentScript): CatalogSnapshot {
  if (script === 'original') return snapshot;
  let perScript = views.get(snapshot.quizzes);
  if (!perScript) {
    perScript = new Map();
    views.set(snapshot.quizzes, perScript);
  }
  let view = perScript.get(script);
  if (!view) {
    view = buildView(snapshot, script);
    perScript.set(script, view);
  }
  return { ...snapshot, ...view };
}
