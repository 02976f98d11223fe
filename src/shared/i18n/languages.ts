/** The interface languages: Uzbek in Latin script (the default), Uzbek in Cyrillic script, Russian. */
export const LANGUAGES = ['uz-Latn', 'uz-Cyrl', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uz-Latn';
/** The cookie that remembers a reader's choice; it beats the browser's Accept-Language. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The interface language a BCP 47 tag asks for, if we have it: `uz`, `uz-UZ` and `uz-Latn`
 * mean Latin (Latin is the official script), `uz-Cyrl`/`uz-Cyrl-UZ` Cyrillic, `ru`/`ru-RU` Russian.
 */
export function languageOfTag(tag: string): Language | undefined {
  const [primary, ...rest] = tag.trim().toLowerCase().split(/[-_]/);
  if (primary === 'ru') return 'ru';
  if (primary !== 'uz') return undefined;
  return rest.includes('cyrl') ? 'uz-Cyrl' : 'uz-Latn';
}

/** Accept-Language's tags, best first; `*` and tags weighted q=0 are left out. */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language to answer in: the `lang` cookie when it names one of ours, else the best of
 * Accept-Language that we have, else Uzbek Latin.
 */
export function negotiateLanguage(request: { cookie?: string; acceptLanguage?: string }): Language {
  const chosen = request.cookie ? languageOfTag(request.cookie) : undefined;
  if (chosen) return chosen;
  for (const tag of acceptedTags(request.acceptLanguage ?? '')) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
