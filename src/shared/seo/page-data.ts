import type { Language } from '../i18n/languages';
import type { FeaturedCategoriesResponse, PublicSettings, QuizListResponse } from '../schemas/catalog';
import type { CertificateVerification } from '../schemas/certificates';
import type { CatalogPage, CategoryOptionsResponse, QuizDetailResponse } from '../schemas/storefront';

/**
 * What the server read for a page it renders, each part exactly as its API route answers it
 * (the JSON form: dates as text): the web app puts each under the query key its page reads, so
 * hydration fetches none of it. `answer: null`: no such record (the page is a 404).
 */
export interface PageData {
  settings: PublicSettings;
  newestQuizzes?: QuizListResponse;
  featuredCategories?: FeaturedCategoriesResponse;
  /** the catalogue page the URL's query asks for (search, filters, sort, page) */
  catalog?: CatalogPage;
  categoryOptions?: CategoryOptionsResponse;
  quiz?: { id: string; answer: QuizDetailResponse | null };
  certificate?: { code: string; answer: CertificateVerification | null };
}

/** The rendered app: the HTML inside #root, and the query state to hydrate from (JSON). */
export interface RenderedApp {
  html: string;
  state: string;
}

/** The web app's server entry (src/web/entry-server.tsx) as the server loads it. */
export interface AppRenderer {
  renderApp(url: string, data: PageData, language?: Language): Promise<RenderedApp>;
}

/** The id of the inline JSON script that carries the query state to the browser. */
export const PAGE_STATE_ID = 'page-state';

/**
 * The event the web entry fires on `document` once React has hydrated a rendered page: the page's
 * inline loader then replays the presses it held until React could answer them.
 */
export const PAGE_HYDRATED_EVENT = 'page-hydrated';
