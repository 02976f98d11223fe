/*
 * The integrations' constants without their zod schema (schemas/integrations.ts re-exports them):
 * the site's footer and home page use them, and importing the schema module would put zod in
 * every page's first load.
 */

/** The social networks the site may link to, in the order the footer shows them. */
export const SOCIAL_NETWORKS = ['telegram', 'instagram', 'youtube', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The home page's ad slots (docs/product/learner-side.md: a horizontal banner and a rectangle). */
export const AD_SLOT_VARIANTS = ['horizontal', 'rectangle'] as const;
export type AdSlotVariant = (typeof AD_SLOT_VARIANTS)[number];

/** Where the AdSense script is loaded from (the page loads it only when a client id is set). */
export const ADSENSE_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';
export const adsenseScriptUrl = (clientId: string) =>
  `${ADSENSE_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
