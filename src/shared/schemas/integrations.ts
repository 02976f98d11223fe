import { z } from 'zod';

/** The social networks the site may link to, in the order the footer shows them. */
export const SOCIAL_NETWORKS = ['telegram', 'instagram', 'youtube', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The home page's ad slots (spec: a horizontal banner and a rectangle). */
export const AD_SLOT_VARIANTS = ['horizontal', 'rectangle'] as const;
export type AdSlotVariant = (typeof AD_SLOT_VARIANTS)[number];

/**
 * Third-party integrations configured by the environment (README: ADSENSE_*, SOCIAL_*_URL).
 * `ads` is null without an AdSense client id; a slot is null when its id is not set, and the page
 * then shows its placeholder. A social network is null when its URL is not set (not shown).
 */
export const integrationsSchema = z.object({
  ads: z
    .object({
      /** the AdSense publisher id, ca-pub-<digits> */
      clientId: z.string(),
      slots: z.object({ horizontal: z.string().nullable(), rectangle: z.string().nullable() }),
    })
    .nullable(),
  social: z.object({
    telegram: z.string().nullable(),
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
    facebook: z.string().nullable(),
  }),
});
export type Integrations = z.infer<typeof integrationsSchema>;

export const NO_INTEGRATIONS: Integrations = {
  ads: null,
  social: { telegram: null, instagram: null, youtube: null, facebook: null },
};

/** Where the AdSense script is loaded from (the page loads it only when a client id is set). */
export const ADSENSE_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';
export const adsenseScriptUrl = (clientId: string) =>
  `${ADSENSE_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
