import { format } from 'date-fns';
import { uz as uzLocale } from 'date-fns/locale/uz';
import { formatNumber } from '../../../shared/i18n/format';
import { uz } from '../../../shared/i18n/uz';
import { MAX_PRINTED_NAME, MAX_PRINTED_TITLE, printable } from './printable';

export interface CertificateRenderData {
  holderName: string;
  quizTitle: string;
  percentage: number;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
}

export const CERTIFICATE_WIDTH = 1200;
export const CERTIFICATE_HEIGHT = 848;

const INDIGO = '#4f46e5';
const INDIGO_DARK = '#312e81';
const INK = '#111827';
const MUTED = '#6b7280';
const FAINT = '#c7d2fe';
export const FONT = 'Noto Sans';

/**
 * Subsets of Noto Sans, each registered under its own family name (see render.ts). latin carries
 * o' g' and every apostrophe form (ʻ ʼ ‘ ’); the others cover rarer Latin letters and names
 * written in Uzbek Cyrillic (Ў Ғ Қ Ҳ live in cyrillic-ext).
 */
export const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'] as const;

type Style = Record<string, string | number>;
type Child = Node | string | null | false;
interface Node {
  type: string;
  props: Record<string, unknown>;
}

/** A satori element without JSX: h('div', { style }, ...children). */
function h(type: string, props: Record<string, unknown>, ...children: Child[]): Node {
  const kids = children.filter((c) => c !== null && c !== false);
  return { type, props: { ...props, children: kids.length === 1 ? kids[0] : kids } };
}

const div = (style: Style, ...children: Child[]) =>
  h('div', { style: { display: 'flex', ...style } }, ...children);

const tashkentCalendar = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tashkent',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** "22-noyabr, 2026", the calendar day in Tashkent whatever the server's own time zone. */
export function formatIssueDate(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(tashkentCalendar.formatToParts(date).find((p) => p.type === type)?.value);
  const day = new Date(part('year'), part('month') - 1, part('day'));
  return format(day, 'd-MMMM, yyyy', { locale: uzLocale }).toLocaleLowerCase('uz');
}

/**
 * A font size that keeps a text within `lines` lines of `width` pixels; Noto Sans averages about
 * 0.58em per character, so this errs slightly on the small side. Below `min` the text wraps.
 */
function fitFontSize(text: string, width: number, max: number, min: number, lines = 1, em = 0.58): number {
  const fitting = Math.floor((width * lines) / (Math.max(text.length, 1) * em));
  return Math.max(min, Math.min(max, fitting));
}

function label(text: string): Node {
  return div(
    { fontSize: 14, fontWeight: 600, color: MUTED, letterSpacing: 2, textTransform: 'uppercase' },
    text,
  );
}

/** The certificate as a satori element tree; `qr` is an image URL of the verification QR code. */
export function certificateLayout(data: CertificateRenderData, qr: string): Node {
  const t = uz.certificate;
  const name = printable(data.holderName, MAX_PRINTED_NAME);
  const title = printable(data.quizTitle, MAX_PRINTED_TITLE);
  const contentWidth = 940;
  const nameSize = fitFontSize(name, contentWidth, 60, 34, 1, 0.6);
  const titleSize = fitFontSize(title, contentWidth, 34, 22, title.length > 48 ? 2 : 1, 0.56);
  const corner = (position: Style) =>
    div({
      position: 'absolute',
      width: 360,
      height: 360,
      borderRadius: 180,
      backgroundImage: 'radial-gradient(circle, rgba(79,70,229,0.10), rgba(79,70,229,0))',
      ...position,
    });

  return div(
    {
      width: CERTIFICATE_WIDTH,
      height: CERTIFICATE_HEIGHT,
      position: 'relative',
      backgroundColor: '#ffffff',
      fontFamily: FONT_SUBSETS.map((subset) => `'${FONT} ${subset}'`).join(', '),
      color: INK,
    },
    div(
      {
        position: 'absolute',
        top: 22,
        left: 22,
        right: 22,
        bottom: 22,
        border: `6px solid ${INDIGO}`,
        borderRadius: 10,
        overflow: 'hidden',
      },
      corner({ top: -170, left: -170 }),
      corner({ bottom: -170, right: -170 }),
    ),
    div({
      position: 'absolute',
      top: 38,
      left: 38,
      right: 38,
      bottom: 38,
      border: `1.5px solid ${FAINT}`,
      borderRadius: 6,
    }),
    div(
      {
        position: 'absolute',
        top: 70,
        left: 80,
        right: 80,
        flexDirection: 'column',
        alignItems: 'center',
      },
      div(
        { alignItems: 'center' },
        div(
          {
            width: 40,
            height: 40,
            borderRadius: 10,
            backgroundColor: INDIGO,
            color: '#ffffff',
            fontSize: 24,
            fontWeight: 700,
            alignItems: 'center',
            justifyContent: 'center',
            marginRight: 12,
          },
          'B',
        ),
        div({ fontSize: 28, fontWeight: 700, color: INDIGO, letterSpacing: 1 }, uz.brand.name),
      ),
      div({ marginTop: 26, fontSize: 66, fontWeight: 700, color: INDIGO_DARK, letterSpacing: 14 }, t.title),
      div({ marginTop: 10, width: 96, height: 4, borderRadius: 2, backgroundColor: INDIGO }),
      div({ marginTop: 30, fontSize: 20, color: MUTED }, t.awardedTo),
      div(
        {
          marginTop: 10,
          maxWidth: contentWidth,
          fontSize: nameSize,
          fontWeight: 700,
          lineHeight: 1.25,
          textAlign: 'center',
          // satori clamps (with an ellipsis) only block boxes
          display: 'block',
          lineClamp: 2,
        },
        name,
      ),
      div({ marginTop: 8, width: 560, height: 1, backgroundColor: '#e5e7eb' }),
      div({ marginTop: 18, fontSize: 20, color: MUTED }, t.forCompleting),
      div(
        {
          marginTop: 10,
          maxWidth: contentWidth,
          fontSize: titleSize,
          fontWeight: 600,
          color: INDIGO,
          lineHeight: 1.3,
          textAlign: 'center',
          // satori clamps (with an ellipsis) only block boxes
          display: 'block',
          lineClamp: 2,
        },
        `«${title}»`,
      ),
    ),
    div(
      {
        position: 'absolute',
        left: 90,
        right: 90,
        bottom: 72,
        alignItems: 'flex-end',
        justifyContent: 'space-between',
      },
      div(
        { flexDirection: 'column', width: 360 },
        div(
          {
            alignSelf: 'flex-start',
            padding: '8px 22px',
            borderRadius: 999,
            backgroundColor: '#eef2ff',
            border: `1px solid ${FAINT}`,
            color: '#4338ca',
            fontSize: 26,
            fontWeight: 700,
          },
          t.result(formatNumber(data.percentage)),
        ),
        div({ marginTop: 22 }, label(t.issuedAt)),
        div({ marginTop: 4, fontSize: 22, fontWeight: 600 }, formatIssueDate(data.issuedAt)),
        div({ marginTop: 14 }, label(t.code)),
        div({ marginTop: 4, fontSize: 22, fontWeight: 600, letterSpacing: 2 }, data.code),
      ),
      seal(),
      div(
        { flexDirection: 'column', alignItems: 'center', width: 220 },
        div(
          { padding: 8, backgroundColor: '#ffffff', border: `1px solid ${FAINT}`, borderRadius: 8 },
          h('img', { src: qr, width: 132, height: 132 }),
        ),
        div(
          { marginTop: 10, fontSize: 13, color: MUTED, textAlign: 'center', lineHeight: 1.35 },
          t.scanToVerify,
        ),
      ),
    ),
  );
}

/** A rosette with a check mark: decoration only, drawn as inline SVG so it needs no font. */
function seal(): Node {
  return div(
    {
      width: 120,
      height: 120,
      marginBottom: 14,
      borderRadius: 60,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundImage: `linear-gradient(135deg, #6366f1, ${INDIGO_DARK})`,
      boxShadow: '0 6px 18px rgba(79,70,229,0.35)',
    },
    div(
      {
        width: 100,
        height: 100,
        borderRadius: 50,
        border: '2px dashed rgba(255,255,255,0.6)',
        alignItems: 'center',
        justifyContent: 'center',
      },
      h(
        'svg',
        { width: 48, height: 48, viewBox: '0 0 24 24' },
        h('path', {
          d: 'M4.5 12.5l4.5 4.5L19.5 6.5',
          fill: 'none',
          stroke: '#ffffff',
          strokeWidth: 2.6,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }),
      ),
    ),
  );
}
