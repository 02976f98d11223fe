import { z } from 'zod';
import { sanitizeText } from '../domain/sanitize';
import { contactTexts } from '../i18n/contact';
import { emailSchema } from './auth';

/** The support/contact form and the admin's messages. */

type ValidationText = keyof typeof contactTexts.validation;
/** A check's message, read when it fails: in the language being spoken then. */
const says = (text: ValidationText) => ({ error: () => contactTexts.validation[text] });

export const CONTACT_LIMITS = {
  nameMax: 60,
  phoneMin: 9,
  phoneMax: 20,
  companyMax: 100,
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  /** messages one IP address may send per hour */
  perIpPerHour: 5,
} as const;

export const CONTACT_SOURCES = ['support', 'contact'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Trimmed and stripped of markup, then checked: `check` gets the clean text. */
const cleanText = <T extends z.ZodType<string, string>>(check: T, requiredMessage: ValidationText) =>
  z.string(says(requiredMessage)).transform(sanitizeText).pipe(check);

const PHONE = /^[0-9 +\-()]+$/;

/** Empty means not given: the form sends '' for an untouched optional field. */
const optionalText = <T extends z.ZodType<string, string>>(check: T, message: ValidationText) =>
  z
    .string(says(message))
    .transform(sanitizeText)
    .pipe(z.union([z.literal(''), check]))
    .optional();

export const contactMessageInputSchema = z.object({
  firstName: cleanText(
    z.string().min(1, says('firstNameRequired')).max(CONTACT_LIMITS.nameMax, says('firstNameTooLong')),
    'firstNameRequired',
  ),
  lastName: cleanText(
    z.string().min(1, says('lastNameRequired')).max(CONTACT_LIMITS.nameMax, says('lastNameTooLong')),
    'lastNameRequired',
  ),
  email: emailSchema,
  phone: optionalText(
    z
      .string()
      .min(CONTACT_LIMITS.phoneMin, says('phoneInvalid'))
      .max(CONTACT_LIMITS.phoneMax, says('phoneInvalid'))
      .regex(PHONE, says('phoneInvalid')),
    'phoneInvalid',
  ),
  company: optionalText(z.string().max(CONTACT_LIMITS.companyMax, says('companyTooLong')), 'companyTooLong'),
  subject: cleanText(
    z
      .string()
      .min(CONTACT_LIMITS.subjectMin, says('subjectTooShort'))
      .max(CONTACT_LIMITS.subjectMax, says('subjectTooLong')),
    'subjectTooShort',
  ),
  message: cleanText(
    z
      .string()
      .min(CONTACT_LIMITS.messageMin, says('messageTooShort'))
      .max(CONTACT_LIMITS.messageMax, says('messageTooLong')),
    'messageTooShort',
  ),
  source: z.enum(CONTACT_SOURCES, says('sourceInvalid')),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ContactMessageData = z.output<typeof contactMessageInputSchema>;

export const contactMessageSentSchema = z.object({ id: z.uuid() });
export type ContactMessageSent = z.infer<typeof contactMessageSentSchema>;

// ---- admin ----
export const CONTACT_READ_FILTERS = ['unread', 'read'] as const;

export const contactMessageListQuerySchema = z.object({
  /** part of the name, email, subject or message; case-insensitive */
  search: z.string().trim().max(200).optional(),
  status: z.enum(CONTACT_READ_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ContactMessageListQuery = z.input<typeof contactMessageListQuerySchema>;

export const contactMessageParamsSchema = z.object({ id: z.uuid() });

export const adminContactMessageSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  source: z.enum(CONTACT_SOURCES, says('sourceInvalid')),
  /** the signed-in sender's account; null for visitors and deleted accounts */
  userId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** when an admin first opened it; null while unread */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** Newest first; `unreadCount` counts every unread message, whatever the filters. */
export const contactMessageListSchema = z.object({
  messages: z.array(adminContactMessageSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unreadCount: z.number().int().nonnegative(),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

export const contactUnreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type ContactUnreadCount = z.infer<typeof contactUnreadCountSchema>;
