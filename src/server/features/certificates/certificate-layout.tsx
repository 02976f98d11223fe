import type { CSSProperties, ReactElement } from 'react';
import type { Language } from '../../../shared/i18n/languages';
import { uz } from '../../../shared/i18n/uz';
import { FAINT, Flex, INDIGO, INDIGO_DARK, INK, MUTED } from './certificate-box';
import { Footer } from './certificate-footer';
import { MAX_PRINTED_NAME, MAX_PRINTED_TITLE, printable } from './printable';

export interface CertificateRenderData {
  holderName: string;
  quizTitle: string;
  percentage: number;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
  /** the language it was issued in: every word printed on it is in this language */
  language: Language;
}

export const CERTIFICATE_WIDTH = 1200;
export const CERTIFICATE_HEIGHT = 848;

export const FONT = 'Noto Sans';

/**
 * Subsets of Noto Sans, each registered under its own family name (see render.ts). latin carries
 * o' g' and every apostrophe form (ʻ ʼ ‘ ’); the others cover rarer Latin letters and names
 * written in Uzbek Cyrillic (Ў Ғ Қ Ҳ live in cyrillic-ext).
 */
export const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'] as const;

/**
 * A font size that keeps a text within `lines` lines of `width` pixels; Noto Sans averages about
 * 0.58em per character, so this errs slightly on the small side. Below `min` the text wraps.
 */
function fitFontSize(text: string, width: number, max: number, min: number, lines = 1, em = 0.58): number {
  const fitting = Math.floor((width * lines) / (Math.max(text.length, 1) * em));
  return Math.max(min, Math.min(max, fitting));
}

/** A soft indigo glow behind a corner of the frame. */
function Corner({ position }: { position: CSSProperties }) {
  return (
    <Flex
      style={{
        position: 'absolute',
        width: 360,
        height: 360,
        borderRadius: 180,
        backgroundImage: 'radial-gradient(circle, rgba(79,70,229,0.10), rgba(79,70,229,0))',
        ...position,
      }}
    />
  );
}

/** The certificate as a satori element tree; `qr` is an image URL of the verification QR code. */
export function certificateLayout(data: CertificateRenderData, qr: string): ReactElement {
  const name = printable(data.holderName, MAX_PRINTED_NAME);
  const title = printable(data.quizTitle, MAX_PRINTED_TITLE);
  const contentWidth = 940;
  const nameSize = fitFontSize(name, contentWidth, 60, 34, 1, 0.6);
  const titleSize = fitFontSize(title, contentWidth, 34, 22, title.length > 48 ? 2 : 1, 0.56);

  return (
    <Flex
      style={{
        width: CERTIFICATE_WIDTH,
        height: CERTIFICATE_HEIGHT,
        position: 'relative',
        backgroundColor: '#ffffff',
        fontFamily: FONT_SUBSETS.map((subset) => `'${FONT} ${subset}'`).join(', '),
        color: INK,
      }}
    >
      <Flex
        style={{
          position: 'absolute',
          top: 22,
          left: 22,
          right: 22,
          bottom: 22,
          border: `6px solid ${INDIGO}`,
          borderRadius: 10,
          overflow: 'hidden',
        }}
      >
        <Corner position={{ top: -170, left: -170 }} />
        <Corner position={{ bottom: -170, right: -170 }} />
      </Flex>
      <Flex
        style={{
          position: 'absolute',
          top: 38,
          left: 38,
          right: 38,
          bottom: 38,
          border: `1.5px solid ${FAINT}`,
          borderRadius: 6,
        }}
      />
      <Heading name={name} nameSize={nameSize} title={title} titleSize={titleSize} width={contentWidth} />
      <Footer data={data} qr={qr} />
    </Flex>
  );
}

interface HeadingProps {
  name: string;
  nameSize: number;
  title: string;
  titleSize: number;
  width: number;
}

/** The brand, the word "certificate", the holder's name and the quiz's title, centred. */
function Heading({ name, nameSize, title, titleSize, width }: HeadingProps) {
  const t = uz.certificate;
  return (
    <Flex
      style={{
        position: 'absolute',
        top: 70,
        left: 80,
        right: 80,
        flexDirection: 'column',
        alignItems: 'center',
      }}
    >
      <Flex style={{ alignItems: 'center' }}>
        <Flex
          style={{
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
          }}
        >
          B
        </Flex>
        <Flex style={{ fontSize: 28, fontWeight: 700, color: INDIGO, letterSpacing: 1 }}>
          {uz.brand.name}
        </Flex>
      </Flex>
      <Flex style={{ marginTop: 26, fontSize: 66, fontWeight: 700, color: INDIGO_DARK, letterSpacing: 14 }}>
        {t.title}
      </Flex>
      <Flex style={{ marginTop: 10, width: 96, height: 4, borderRadius: 2, backgroundColor: INDIGO }} />
      <Flex style={{ marginTop: 30, fontSize: 20, color: MUTED }}>{t.awardedTo}</Flex>
      <Flex
        style={{
          marginTop: 10,
          maxWidth: width,
          fontSize: nameSize,
          fontWeight: 700,
          lineHeight: 1.25,
          textAlign: 'center',
          // satori clamps (with an ellipsis) only block boxes
          display: 'block',
          lineClamp: 2,
        }}
      >
        {name}
      </Flex>
      <Flex style={{ marginTop: 8, width: 560, height: 1, backgroundColor: '#e5e7eb' }} />
      <Flex style={{ marginTop: 18, fontSize: 20, color: MUTED }}>{t.forCompleting}</Flex>
      <Flex
        style={{
          marginTop: 10,
          maxWidth: width,
          fontSize: titleSize,
          fontWeight: 600,
          color: INDIGO,
          lineHeight: 1.3,
          textAlign: 'center',
          // satori clamps (with an ellipsis) only block boxes
          display: 'block',
          lineClamp: 2,
        }}
      >
        {`«${title}»`}
      </Flex>
    </Flex>
  );
}
