import { z } from 'zod';

export {
  AD_SLOT_VARIANTS,
  ADSENSE_SCRIPT_ORIGIN,
  type AdSlotVariant,
  adsenseScriptUrl,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '../domain/integrations';

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
