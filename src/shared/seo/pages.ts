/**
 * Every page of the web app with its Uzbek title and description: the server writes them into the
 * HTML head it sends (with status 404 for what matches no page), the app keeps document.title in
 * step while navigating. The patterns are the router's paths (src/web/app/router.tsx; a unit test
 * keeps the two in step).
 */

/** What the server looks up to answer a page: its quiz (404 if missing or inactive) or certificate. */
export type PageLookup = 'quiz' | 'certificate';

export interface PageEntry {
  /** a router path: `:name` is one segment, a trailing `/*` any rest */
  pattern: string;
  /** shown before the site name; null: the site name alone (the home page) */
  title: string | null;
  description: string;
  /** false: `noindex` (private, per-user or transactional pages) */
  indexable: boolean;
  /** listed in sitemap.xml */
  inSitemap?: boolean;
  /** the parameter `:id`/`:quizId`/`:code` names a record the server must find */
  lookup?: PageLookup;
  /** the server sends the page rendered (the app hydrates it); else the shell the app renders in */
  rendered?: boolean;
}

export const SITE_DESCRIPTION =
  "O'zbek tilidagi onlayn quiz bozori: bilimingizni sinang, o'rganing va sertifikat oling.";

const privatePage = (pattern: string, title: string, lookup?: PageLookup): PageEntry => ({
  pattern,
  title,
  description: SITE_DESCRIPTION,
  indexable: false,
  ...(lookup ? { lookup } : {}),
});

const publicPage = (pattern: string, title: string, description: string): PageEntry => ({
  pattern,
  title,
  description,
  indexable: true,
  inSitemap: true,
  rendered: true,
});

export const PAGES: readonly PageEntry[] = [
  {
    pattern: '/',
    title: null,
    description: SITE_DESCRIPTION,
    indexable: true,
    inSitemap: true,
    rendered: true,
  },
  publicPage(
    '/quizzes',
    'Quizlar',
    "Barcha quizlar: kategoriya, qiyinlik va narx bo'yicha tanlang va bilimingizni sinang.",
  ),
  {
    pattern: '/quiz/:id',
    title: 'Quiz',
    description: SITE_DESCRIPTION,
    indexable: true,
    lookup: 'quiz',
    rendered: true,
  },
  publicPage(
    '/categories',
    'Kategoriyalar',
    "Quiz kategoriyalari: fanlar, tillar, dasturlash va boshqa yo'nalishlar.",
  ),
  publicPage('/about', 'Biz haqimizda', 'Bilimdon haqida: maqsadimiz, xizmatlarimiz va jamoamiz.'),
  publicPage(
    '/help',
    'Yordam markazi',
    "Quiz o'ynash, sertifikatlar, to'lov usullari va texnik yordam haqida.",
  ),
  publicPage(
    '/faq',
    "Ko'p so'raladigan savollar",
    "Ro'yxatdan o'tish, to'lov, sertifikat va quizlar haqida savollarga javoblar.",
  ),
  publicPage(
    '/guide',
    "Qo'llanma",
    "Ro'yxatdan o'tishdan sertifikat olishgacha: platformadan foydalanish bosqichlari.",
  ),
  publicPage(
    '/support',
    "Qo'llab-quvvatlash",
    'Savolingiz bormi? Bizga yozing: 24 soat ichida javob beramiz.',
  ),
  publicPage('/contact', 'Aloqa', "Biz bilan bog'laning: manzil, ish vaqti va xabar yuborish shakli."),
  publicPage(
    '/privacy',
    'Maxfiylik siyosati',
    "Shaxsiy ma'lumotlaringiz qanday yig'iladi, ishlatiladi va himoyalanadi.",
  ),
  publicPage(
    '/terms',
    'Foydalanish shartlari',
    "Platformadan foydalanish shartlari, to'lovni qaytarish siyosati va yosh chegarasi.",
  ),
  publicPage('/cookies', 'Cookie siyosati', 'Saytda qaysi cookie fayllar ishlatiladi va nima uchun.'),
  {
    pattern: '/certificates',
    title: 'Sertifikatlar',
    description: 'Olgan sertifikatlaringiz: natijalar, holat va PNG yoki PDF yuklab olish.',
    indexable: true,
  },
  // a holder's name is personal: the check page answers whoever has the link, search engines skip it
  { ...privatePage('/certificates/verify/:code', 'Sertifikatni tekshirish', 'certificate'), rendered: true },
  privatePage('/play/:id', "Quiz o'ynash", 'quiz'),
  privatePage('/quiz/:id/play', "Quiz o'ynash", 'quiz'),
  privatePage('/guest-checkout/:quizId', "Ro'yxatdan o'tmasdan xarid", 'quiz'),
  privatePage('/guest-access', 'Mehmon kirishi'),
  privatePage('/cart', 'Savat'),
  privatePage('/payment', "To'lov"),
  privatePage('/payment/demo/:paymentId', "Sinov to'lovi"),
  privatePage('/payment/return/:paymentId', "To'lov holati"),
  privatePage('/profile', 'Profil'),
  privatePage('/reset-password', 'Parolni tiklash'),
  privatePage('/dev/mailbox', 'Pochta qutisi'),
  privatePage('/admin/*', 'Boshqaruv paneli'),
];

/** What no pattern matches: the app's not-found page, answered with status 404. */
export const NOT_FOUND_PAGE: PageEntry = {
  pattern: '*',
  title: 'Sahifa topilmadi',
  description: SITE_DESCRIPTION,
  indexable: false,
  rendered: true,
};

export interface PageMatch {
  page: PageEntry;
  /** the `:name` segments, decoded */
  params: Record<string, string>;
}

/** The page a path shows (a trailing slash is ignored, as the router does), or the not-found page. */
export function matchPage(pathname: string): PageMatch {
  const segments = splitPath(pathname);
  for (const page of PAGES) {
    const params = matchPattern(splitPath(page.pattern), segments);
    if (params) return { page, params };
  }
  return { page: NOT_FOUND_PAGE, params: {} };
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchPattern(pattern: string[], segments: string[]): Record<string, string> | null {
  const rest = pattern.at(-1) === '*';
  const fixed = rest ? pattern.slice(0, -1) : pattern;
  if (rest ? segments.length < fixed.length : segments.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of fixed.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      const value = safeDecode(segment);
      if (value === null) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) return null;
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** "<page> | <site name>", or the site name alone. */
export function documentTitle(pageTitle: string | null, siteName: string): string {
  return pageTitle ? `${pageTitle} | ${siteName}` : siteName;
}
