import { FOLDED_APOSTROPHES } from '../../../shared/domain/text';

const MAX_PART = 40;

// Uzbek Cyrillic to the official Latin alphabet, plus the Latin letters NFKD does not decompose
const TRANSLITERATION: Record<string, string> = Object.fromEntries(
  (
    'а:a б:b в:v г:g д:d е:e ё:yo ж:j з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:x ' +
    'ц:ts ч:ch ш:sh щ:sh ъ: ы:i ь: э:e ю:yu я:ya ў:o қ:q ғ:g ҳ:h ı:i ß:ss ø:o æ:ae œ:oe đ:d ł:l'
  )
    .split(' ')
    .map((pair) => pair.split(':')),
);

const APOSTROPHES = new RegExp(`['${FOLDED_APOSTROPHES}]`, 'g');

/**
 * Safe ASCII for a file name: "Oʻgʻiloy Shoʻxrux" -> "ogiloy-shoxrux". Apostrophes of o' and g'
 * are dropped, accents stripped, Cyrillic transliterated, everything else becomes '-'.
 */
export function slugify(text: string, maxLength = MAX_PART): string {
  const latin = [...text.toLowerCase()].map((char) => TRANSLITERATION[char] ?? char).join('');
  return latin
    .replace(APOSTROPHES, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/** `certificate-{name}-{quiz}.{ext}` in ASCII, with the UTF-8 original as RFC 5987 filename*. */
export function certificateContentDisposition(
  holderName: string,
  quizTitle: string,
  ext: 'png' | 'pdf',
): string {
  const ascii = `certificate-${slugify(holderName) || 'holder'}-${slugify(quizTitle) || 'quiz'}.${ext}`;
  const readable = `certificate-${readablePart(holderName)}-${readablePart(quizTitle)}.${ext}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(readable)}`;
}

/** The original text with only what file systems refuse removed, spaces as '-'. */
function readablePart(text: string): string {
  const part = text
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return [...part].slice(0, 80).join('');
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
