import { z } from 'zod';

/** A public certificate code: "BLM-" and 8 Crockford base32 characters (case-insensitive on input). */
export const CERTIFICATE_CODE_PATTERN = /^BLM-[0-9A-HJKMNP-TV-Z]{8}$/;

export const certificateCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(40) });

export const certificateIdParamsSchema = z.object({ id: z.uuid() });

export const certificateFormatSchema = z.enum(['png', 'pdf']);
export type CertificateFormat = z.infer<typeof certificateFormatSchema>;

export const certificateDownloadQuerySchema = z.object({ format: certificateFormatSchema.default('png') });

/** What the public verification page shows: anyone holding the code may see it. */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  quizTitle: z.string(),
  percentage: z.number(),
  passed: z.boolean(),
  issuedAt: z.string(),
  /** derived: the certificate is active while its linked result is a pass */
  valid: z.boolean(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
