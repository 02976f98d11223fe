/**
 * Storefront constants both sides use, kept free of zod so web pages that only need a list of
 * values do not load the schema library (the API contract in schemas/storefront.ts re-exports them).
 */
export const SORT_OPTIONS = ['newest', 'price_low', 'price_high', 'duration', 'questions'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const CATALOGUE_PAGE_SIZE = 12;
/** The home page shows this many of the newest quizzes. */
export const HOME_NEWEST_LIMIT = 4;
export const MAX_PREVIEW_QUESTIONS = 3;

export const PAYMENT_METHODS = ['CLICK', 'PAYME', 'UZUM'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A quiz's generated cover image (the catalogue's thumbnails; schemas/catalog.ts re-exports it). */
export const quizCoverPath = (quizId: string) => `/api/quizzes/${encodeURIComponent(quizId)}/cover.svg`;
