import { useTheme } from '@web/lib/theme';
import { useMediaQuery } from '@web/lib/use-media-query';
import { Toaster } from 'sonner';

/** Below the 768 px breakpoint the play screen's Keyingi/Yakunlash sit at the bottom. */
export const NARROW_SCREEN = '(max-width: 767px)';
/** the header's height plus a gap: a toast on a phone covers content, not the header's controls */
const BELOW_HEADER = 72;

/** Loaded after the first screen (providers.tsx): sonner is not part of the first load. */
export function ThemedToaster() {
  const { resolved } = useTheme();
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <Toaster
      theme={resolved}
      position={narrow ? 'top-center' : 'bottom-right'}
      mobileOffset={{ top: BELOW_HEADER }}
      richColors
      visibleToasts={1}
      duration={5000}
      closeButton
    />
  );
}
