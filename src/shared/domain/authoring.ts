/**
 * Authoring rules both sides apply (docs/product/admin-and-pages.md sections 5 and 9), kept free of zod so
 * admin pages that only need the numbers do not load the schema library.
 */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
export const MIN_QUESTION_POINTS = 1;
export const MAX_QUESTION_POINTS = 10;
export const MIN_MODULE_POINTS = 0.1;
export const MAX_MODULE_POINTS = 100;
export const MAX_QUESTIONS_PER_QUIZ = 500;
/** The longest import text, in characters (checked before it is read). */
export const MAX_IMPORT_TEXT_LENGTH = 2_000_000;
/**
 * The most questions an import text may hold: room for a full quiz plus as many broken or
 * unsupported ones, which the preview lists by line. A longer text is refused before it is read.
 */
export const MAX_IMPORT_QUESTIONS = 2 * MAX_QUESTIONS_PER_QUIZ;
/** The deepest nesting of arrays and objects a JSON import may have (a question needs three). */
export const MAX_IMPORT_JSON_DEPTH = 100;
/** The question list cuts titles here (docs/product/admin-and-pages.md section 2). */
export const QUESTION_TITLE_PREVIEW_LENGTH = 50;
export const NEW_QUESTION_OPTION_COUNT = 4;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_BUCKETS = ['quiz-thumbnails', 'question-images'] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];
/** Where uploaded files are served: `/uploads/<bucket>/<name>`. */
export const UPLOADS_PATH = '/uploads';

/** The new-quiz form's defaults (docs/product/admin-and-pages.md section 9). */
export const QUIZ_DEFAULTS = {
  price: 0,
  durationMinutes: 30,
  difficultyLevel: 1,
  maxAttempts: null,
  allowRetakes: true,
  shuffleQuestions: false,
  shuffleAnswers: false,
  strictTimer: false,
  language: 'uz',
} as const;

/** Icon names an admin chooses for a category (rendered by the web with lucide icons). */
export const CATEGORY_ICONS = [
  'calculator',
  'flask-conical',
  'landmark',
  'cpu',
  'languages',
  'briefcase',
  'book-open',
  'globe',
  'code',
  'palette',
  'music',
  'heart-pulse',
  'scale',
  'trophy',
  'graduation-cap',
  'atom',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/** A number with at most one decimal (module points step 0.1), tolerant of binary fractions. */
export function hasOneDecimalAtMost(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

/** The cover the server draws for a quiz (the demo seed stores it as the thumbnail). */
const GENERATED_COVER = /^\/api\/quizzes\/[0-9a-f-]{36}\/cover\.svg$/;

/**
 * An image address a quiz or question may show: one of our uploads, a generated quiz cover, or an
 * absolute http(s) URL. Whether it really loads as an image is checked by the browser that shows the form.
 */
export function isImageAddress(value: string): boolean {
  if (value.startsWith(`${UPLOADS_PATH}/`)) return /^\/uploads\/[a-z-]+\/[A-Za-z0-9._-]+$/.test(value);
  if (GENERATED_COVER.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Moves the correct index along when an option is removed (docs/product/admin-and-pages.md: "removing an option adjusts the correct index"). */
export function correctAfterRemoving(correct: number, removed: number): number {
  if (removed < correct) return correct - 1;
  if (removed === correct) return 0;
  return correct;
}
