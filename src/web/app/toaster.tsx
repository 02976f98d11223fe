import { uz } from '@shared/i18n/uz';
import { useTheme } from '@web/lib/theme';
import { useMediaQuery } from '@web/lib/use-media-query';
import { Toaster } from 'sonner';

/** Below the 768 px breakpoint toasts sit at the bottom, clear of the header and the page's heading. */
export const NARROW_SCREEN = '(max-width: 767px)';

/** Loaded after the first screen (providers.tsx): sonner is not part of the first load. */
export function ThemedToaster() {
  const { resolved } = useTheme();
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <Toaster
      theme={resolved}
      position={narrow ? 'bottom-center' : 'bottom-right'}
      containerAriaLabel={uz.toast.list}
      richColors
      visibleToasts={1}
      duration={5000}
      closeButton
      toastOptions={{
        closeButtonAriaLabel: uz.toast.close,
        // sonner's own 20 px is below the 24 px a touch target needs
        classNames: { closeButton: '!size-6' },
      }}
    />
  );
}
