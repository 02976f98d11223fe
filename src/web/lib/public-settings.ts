import { PASS_PERCENTAGE } from '@shared/domain/grading';
import type { PaymentMethod } from '@shared/domain/storefront';
import { uz } from '@shared/i18n/uz';
import type { PublicSettings } from '@shared/schemas/catalog';
import { documentTitle } from '@shared/seo/pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useEffect } from 'react';

/**
 * GET /api/settings/public: the admin settings every page may know (site name and description,
 * guest purchase, registration). One query under one key: the header, the footer, the title and
 * the quiz page share the single request of the first load.
 */
export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return api.get<PublicSettings>('/api/settings/public', { signal });
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.publicSettings,
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 60_000,
  });

export function usePublicSettings(enabled = true) {
  return useQuery({ ...publicSettingsQueryOptions(), enabled });
}

/** The pass mark the admin configured; the spec's 70% while the settings load or cannot be loaded. */
export function usePassMark(): number {
  return usePublicSettings().data?.passingPercentage ?? PASS_PERCENTAGE;
}

/** Whether SMS can be sent (phone sign-in, a guest's link by SMS); assumed while the settings load. */
export function usePhoneSignIn(): boolean {
  return usePublicSettings().data?.phoneSignIn !== false;
}

/** The payment methods the server takes now; undefined until the settings are known. */
export function useOfferedPaymentMethods(): readonly PaymentMethod[] | undefined {
  return usePublicSettings().data?.paymentMethods;
}

/** The method a payment goes by: the one chosen while it is offered, else the first offered. */
export function offeredMethod(
  chosen: PaymentMethod | undefined,
  offered: readonly PaymentMethod[] | undefined,
): PaymentMethod | undefined {
  if (!offered) return undefined;
  return chosen && offered.includes(chosen) ? chosen : offered[0];
}

export type SiteBrand = { name: string; description: string };

/**
 * The site's name and description as the admin set them; the built-in ones while the settings
 * load, if they cannot be loaded, or for an empty description.
 */
export function useSiteBrand(): SiteBrand {
  const { data } = usePublicSettings();
  return {
    name: data?.siteName || uz.brand.name,
    description: data?.siteDescription || uz.footer.about,
  };
}

/**
 * The document title "<page> | <site name>" (or the site name alone) and the meta description
 * (the page's own, else the site's), kept in step while navigating. `keep` leaves what the server
 * wrote (a quiz's own title on the first load) until the page changes.
 */
export function useDocumentTitle(page?: string | null, pageDescription?: string, keep = false) {
  const { name, description: siteDescription } = useSiteBrand();
  const description = pageDescription ?? siteDescription;
  useEffect(() => {
    if (keep) return;
    document.title = documentTitle(page ?? null, name);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [page, name, description, keep]);
}
