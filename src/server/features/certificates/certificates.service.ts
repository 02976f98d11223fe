import { randomBytes } from 'node:crypto';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { CertificateVerification } from '../../../shared/schemas/certificates';
import type { Db } from '../../db/client';
import { certificates, quizResults, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type ResultReader, readableBy } from '../identity/player';

/** Crockford base32: no I, L, O or U, so a code read aloud or typed by hand is unambiguous. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 8;
const MAX_CODE_TRIES = 5;

/** "BLM-" and 8 random Crockford characters: 40 bits, about a trillion codes. */
export function generateCertificateCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = 'BLM-';
  // 256 is a multiple of 32, so taking the low 5 bits of each byte is unbiased
  for (const byte of bytes) code += CROCKFORD[byte & 31];
  return code;
}

/** A typed-in code, forgiving case, spaces and the letters Crockford reads as digits. */
export function normalizeCertificateCode(input: string): string {
  const compact = input.trim().toUpperCase().replace(/\s+/g, '');
  const body = compact.startsWith('BLM-') ? compact.slice(4) : compact.replace(/^BLM/, '');
  return `BLM-${body.replace(/O/g, '0').replace(/[IL]/g, '1')}`;
}

export interface IssueCertificateInput {
  userId: string | null;
  quizId: string;
  resultId: string;
  holderName: string;
  /** the learner's language: the certificate is drawn in it */
  language?: Language;
}

/**
 * Issues the certificate of a result, once: a second call returns the first certificate. Runs
 * inside the caller's transaction, so it never lets a unique violation abort it: clashes are
 * skipped with ON CONFLICT DO NOTHING and sorted out by looking again.
 */
export async function issueCertificate(
  db: Db,
  { userId, quizId, resultId, holderName, language = DEFAULT_LANGUAGE }: IssueCertificateInput,
): Promise<{ id: string; code: string }> {
  const existing = await findByResult(db, resultId);
  if (existing) return existing;
  for (let attempt = 0; attempt < MAX_CODE_TRIES; attempt++) {
    const [row] = await db
      .insert(certificates)
      .values({
        userId,
        quizId,
        resultId,
        holderName: holderName.trim(),
        language,
        code: generateCertificateCode(),
      })
      .onConflictDoNothing()
      .returning({ id: certificates.id, code: certificates.code });
    if (row) return row;
    // either a concurrent finish issued it first, or the random code was taken: look, then retry
    const issued = await findByResult(db, resultId);
    if (issued) return issued;
  }
  throw new Error(`could not find a free certificate code in ${MAX_CODE_TRIES} tries`);
}

async function findByResult(db: Db, resultId: string) {
  const [row] = await db
    .select({ id: certificates.id, code: certificates.code })
    .from(certificates)
    .where(eq(certificates.resultId, resultId))
    .limit(1);
  return row;
}

const certificateColumns = {
  id: certificates.id,
  code: certificates.code,
  holderName: certificates.holderName,
  language: certificates.language,
  issuedAt: certificates.issuedAt,
  quizTitle: quizzes.title,
  percentage: quizResults.percentage,
  passed: quizResults.passed,
};

export type CertificateRecord = Awaited<ReturnType<typeof findCertificates>>[number];

function findCertificates(db: Db, where: SQL | undefined) {
  return db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(quizzes, eq(quizzes.id, certificates.quizId))
    .innerJoin(quizResults, eq(quizResults.id, certificates.resultId))
    .where(where)
    .limit(1);
}

/** The certificate behind a public code, or 404. */
export async function findCertificateByCode(db: Db, code: string): Promise<CertificateRecord> {
  const [row] = await findCertificates(db, eq(certificates.code, normalizeCertificateCode(code)));
  if (!row) throw new AppError(404, 'CERTIFICATE_NOT_FOUND');
  return row;
}

/** What anyone holding the code may see. Validity is derived: active while the linked result passed. */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateVerification> {
  const row = await findCertificateByCode(db, code);
  return {
    code: row.code,
    holderName: row.holderName,
    quizTitle: row.quizTitle,
    percentage: row.percentage,
    passed: row.passed,
    issuedAt: row.issuedAt.toISOString(),
    valid: row.passed,
  };
}

/**
 * The caller's own certificate: a learner's, or one of a result of a guest access this browser
 * holds (a guest has no account; the certificate stands after the access expired). Someone
 * else's is reported missing, not forbidden.
 */
export async function getOwnCertificate(
  db: Db,
  reader: ResultReader,
  id: string,
): Promise<CertificateRecord> {
  const mine = or(
    reader.userId ? eq(certificates.userId, reader.userId) : undefined,
    readableBy(quizResults, { userId: null, guestAccessIds: reader.guestAccessIds }),
  );
  const [row] = await findCertificates(db, and(eq(certificates.id, id), mine));
  if (!row) throw new AppError(404, 'CERTIFICATE_NOT_FOUND');
  return row;
}
