import { formatDate, formatNumber } from '../../../shared/i18n/format';
import { uz } from '../../../shared/i18n/uz';
import { FAINT, Flex, INDIGO_DARK, MUTED } from './certificate-box';
import type { CertificateRenderData } from './certificate-layout';

/** The result, date and code on the left, the seal in the middle, the QR code on the right. */
export function Footer({ data, qr }: { data: CertificateRenderData; qr: string }) {
  const t = uz.certificate;
  return (
    <Flex
      style={{
        position: 'absolute',
        left: 90,
        right: 90,
        bottom: 72,
        alignItems: 'flex-end',
        justifyContent: 'space-between',
      }}
    >
      <Flex style={{ flexDirection: 'column', width: 360 }}>
        <Flex
          style={{
            alignSelf: 'flex-start',
            padding: '8px 22px',
            borderRadius: 999,
            backgroundColor: '#eef2ff',
            border: `1px solid ${FAINT}`,
            color: '#4338ca',
            fontSize: 26,
            fontWeight: 700,
          }}
        >
          {t.result(formatNumber(data.percentage))}
        </Flex>
        <Flex style={{ marginTop: 22 }}>
          <Label text={t.issuedAt} />
        </Flex>
        <Flex style={{ marginTop: 4, fontSize: 22, fontWeight: 600 }}>{formatDate(data.issuedAt)}</Flex>
        <Flex style={{ marginTop: 14 }}>
          <Label text={t.code} />
        </Flex>
        <Flex style={{ marginTop: 4, fontSize: 22, fontWeight: 600, letterSpacing: 2 }}>{data.code}</Flex>
      </Flex>
      <Seal />
      <Flex style={{ flexDirection: 'column', alignItems: 'center', width: 220 }}>
        <Flex
          style={{ padding: 8, backgroundColor: '#ffffff', border: `1px solid ${FAINT}`, borderRadius: 8 }}
        >
          {/* biome-ignore lint/a11y/useAltText: satori draws this into a picture; no screen reader sees the tag */}
          <img src={qr} width={132} height={132} />
        </Flex>
        <Flex style={{ marginTop: 10, fontSize: 13, color: MUTED, textAlign: 'center', lineHeight: 1.35 }}>
          {t.scanToVerify}
        </Flex>
      </Flex>
    </Flex>
  );
}

/** A rosette with a check mark: decoration only, drawn as inline SVG so it needs no font. */
function Seal() {
  return (
    <Flex
      style={{
        width: 120,
        height: 120,
        marginBottom: 14,
        borderRadius: 60,
        alignItems: 'center',
        justifyContent: 'center',
        backgroundImage: `linear-gradient(135deg, #6366f1, ${INDIGO_DARK})`,
        boxShadow: '0 6px 18px rgba(79,70,229,0.35)',
      }}
    >
      <Flex
        style={{
          width: 100,
          height: 100,
          borderRadius: 50,
          border: '2px dashed rgba(255,255,255,0.6)',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <svg width={48} height={48} viewBox="0 0 24 24">
          <path
            d="M4.5 12.5l4.5 4.5L19.5 6.5"
            fill="none"
            stroke="#ffffff"
            strokeWidth={2.6}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Flex>
    </Flex>
  );
}

function Label({ text }: { text: string }) {
  return (
    <Flex
      style={{ fontSize: 14, fontWeight: 600, color: MUTED, letterSpacing: 2, textTransform: 'uppercase' }}
    >
      {text}
    </Flex>
  );
}
