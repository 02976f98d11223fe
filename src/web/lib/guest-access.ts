import type { GuestAccessStatus } from '@shared/schemas/guest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { STORAGE_KEYS, safeStorage } from '@web/lib/storage-keys';

/**
 * A guest's access to one quiz. The credential itself is an HttpOnly cookie the page
 * never sees; the server says what this browser holds. The quiz page, the play page and the
 * guest's own pages all ask, so the query lives here rather than in one feature.
 */

/** GET /api/guest-access/:quizId: none, active (until expiresAt), expired or merged into an account. */
export function getGuestAccess(quizId: string, signal?: AbortSignal): Promise<GuestAccessStatus> {
  return api.get<GuestAccessStatus>(`/api/guest-access/${encodeURIComponent(quizId)}`, { signal });
}

export const guestAccessQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: queryKeys.guestAccess(quizId),
    queryFn: ({ signal }) => getGuestAccess(quizId, signal),
    // the 24 hours run out on the server's clock: ask whenever a page opens
    staleTime: 0,
  });

export function useGuestAccess(quizId: string, enabled: boolean) {
  return useQuery({ ...guestAccessQueryOptions(quizId), enabled });
}

/** The spec's browser record of a guest purchase (docs/product/admin-and-pages.md, section 3). */
export interface GuestPurchaseRecord {
  quizId: string;
  email: string;
  purchaseId: string;
  /** epoch milliseconds */
  expiresAt: number;
}

/** Kept as the spec asks; pages ask the server instead, which knows every access this browser holds. */
export function rememberGuestPurchase(record: GuestPurchaseRecord): void {
  safeStorage.set(STORAGE_KEYS.guestPurchase, JSON.stringify(record));
}
