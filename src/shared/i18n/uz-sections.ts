import type source from './messages/uz/uz-latn';

/**
 * The namespaces the learner's texts (`uz.<section>`) are kept in, one per group that loads them
 * (messages/index.ts): `uz` with the first page (the frame and the landing pages), `uz/account`
 * with the sign-in dialog and the account, guest and form screens, `uz/play` with playing and the
 * certificate check, `uz/dev` with the dev mailbox, `uz/server` never in the browser.
 */
export const UZ_NAMESPACES = ['uz', 'uz/account', 'uz/play', 'uz/dev', 'uz/server'] as const;
export type UzNamespace = (typeof UZ_NAMESPACES)[number];

/** The sections a first page never reads, by namespace; every other section is in `uz`. */
const LATER_SECTIONS = {
  auth: 'uz/account',
  reset: 'uz/account',
  validation: 'uz/account',
  profile: 'uz/account',
  userSessions: 'uz/account',
  // the whole catalogue by code (the browser's own messages are `clientErrors`, in `uz`)
  errors: 'uz/account',
  play: 'uz/play',
  certificateVerify: 'uz/play',
  notifications: 'uz/play',
  mailbox: 'uz/dev',
  access: 'uz/server',
  certificate: 'uz/server',
} satisfies Partial<Record<keyof typeof source, UzNamespace>>;

/** The namespace holding a section of `uz` (a key that is no section: `uz`, where reading finds nothing). */
export function uzNamespaceOf(section: PropertyKey): UzNamespace {
  return typeof section === 'string' && Object.hasOwn(LATER_SECTIONS, section)
    ? LATER_SECTIONS[section as keyof typeof LATER_SECTIONS]
    : 'uz';
}
