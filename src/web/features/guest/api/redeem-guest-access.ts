import type { GuestRedeemBody, GuestRedeemResponse } from '@shared/schemas/guest';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * POST /api/guest-access/redeem: the emailed link's token becomes this browser's cookie for that
 * quiz. 404 GUEST_ACCESS_NOT_FOUND, 410 GUEST_ACCESS_EXPIRED or GUEST_ACCESS_REFUNDED, 409
 * GUEST_ACCESS_MERGED.
 */
export function redeemGuestAccess(token: string): Promise<GuestRedeemResponse> {
  return api.post<GuestRedeemResponse>('/api/guest-access/redeem', { token } satisfies GuestRedeemBody);
}

export function useRedeemGuestAccess() {
  return useMutation({ mutationFn: redeemGuestAccess });
}
