import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { FONT, FONT_SUBSETS } from '../certificates/certificate-layout';
import { printable } from '../certificates/printable';
import { loadFonts } from '../certificates/render';

/** The Open Graph image size link previews expect (1.91:1). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export interface OgImageText {
  /** the large line: a quiz title or the site name */
  title: string;
  /** above the title: the category or the site name */
  eyebrow: string;
  /** below the title: the price or the site description */
  footnote: string;
}

const PADDING = 72;
const FONT_FAMILY = FONT_SUBSETS.map((subset) => `'${FONT} ${subset}'`).join(', ');

function layout({ title, eyebrow, footnote }: OgImageText) {
  return (
    <div
      style={{
        // satori adds the padding to the size, as CSS's content-box does
        width: OG_WIDTH - 2 * PADDING,
        height: OG_HEIGHT - 2 * PADDING,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: PADDING,
        color: '#ffffff',
        fontFamily: FONT_FAMILY,
        backgroundImage: 'linear-gradient(135deg, #4338ca 0%, #1e1b4b 100%)',
      }}
    >
      <div style={{ display: 'flex', fontSize: 36, fontWeight: 600, opacity: 0.85 }}>
        {printable(eyebrow, 60)}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ display: 'flex', fontSize: 60, fontWeight: 700, lineHeight: 1.15 }}>
          {printable(title, 100)}
        </div>
        <div style={{ display: 'flex', fontSize: 34, fontWeight: 600, opacity: 0.9 }}>
          {printable(footnote, 90)}
        </div>
      </div>
    </div>
  );
}

/** A 1200x630 PNG with the given text, drawn with the certificates' fonts. */
export async function renderOgImage(text: OgImageText): Promise<Buffer> {
  const svg = await satori(layout(text), { width: OG_WIDTH, height: OG_HEIGHT, fonts: await loadFonts() });
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: OG_WIDTH } });
  return image.asPng();
}

/** Rendered images by key (a quiz's id and update time): a changed quiz gets a new key. */
export class OgImageCache {
  private readonly images = new Map<string, Promise<Buffer>>();

  constructor(private readonly capacity = 200) {}

  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.images.get(key);
    if (cached) return cached;
    const rendering = render();
    // a failed render is not kept, so the next request tries again
    rendering.catch(() => this.images.delete(key));
    this.images.set(key, rendering);
    if (this.images.size > this.capacity) {
      const oldest = this.images.keys().next().value;
      if (oldest !== undefined) this.images.delete(oldest);
    }
    return rendering;
  }
}
