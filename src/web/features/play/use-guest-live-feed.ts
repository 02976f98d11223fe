import { connectLiveFeed, disconnectLiveFeed } from '@web/lib/realtime';
import { useEffect } from 'react';

/**
 * A guest has no sign-in, so nothing opens the live feed for them: the play page does while a
 * guest plays (a takeover on another device must reach this one), and closes it on leaving.
 */
export function useGuestLiveFeed(guestPlaying: boolean, signedIn: boolean) {
  useEffect(() => {
    if (!guestPlaying || signedIn) return;
    connectLiveFeed();
    return disconnectLiveFeed;
  }, [guestPlaying, signedIn]);
}
