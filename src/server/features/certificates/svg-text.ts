/** A run of text in one style as satori placed it, its baseline starting at (x, y). */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  weight: number;
  fill: string;
  letterSpacing: number;
}

const TEXT_ELEMENT = /<text ([^>]*)>([^<]*)<\/text>/g;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
// the five characters satori escapes in text
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

const unescapeText = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

function runOf(attributes: string, content: string): TextRun {
  const attribute = Object.fromEntries(
    Array.from(attributes.matchAll(ATTRIBUTE), ([, key, value]) => [key, value]),
  );
  const weight = attribute['font-weight'];
  return {
    text: unescapeText(content),
    x: Number(attribute.x),
    y: Number(attribute.y),
    width: Number(attribute.width),
    size: Number(attribute['font-size']),
    weight: weight === undefined || weight === 'normal' ? 400 : weight === 'bold' ? 700 : Number(weight),
    fill: attribute.fill ?? '#000000',
    letterSpacing: Number(attribute['letter-spacing'] ?? 0),
  };
}

/**
 * Splits an SVG that satori drew with `embedFont: false` into the picture without its words and
 * the words themselves, so the words can be set as real text over the picture.
 */
export function splitSvgText(svg: string): { picture: string; runs: TextRun[] } {
  const runs = Array.from(svg.matchAll(TEXT_ELEMENT), ([, attributes, content]) =>
    runOf(attributes!, content!),
  );
  return { picture: svg.replace(TEXT_ELEMENT, ''), runs };
}
