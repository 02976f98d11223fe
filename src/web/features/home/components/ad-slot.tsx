import { uz } from '@shared/i18n/uz';
import type { AdSlotVariant } from '@shared/schemas/integrations';
import { cn } from '@web/lib/cn';
import { usePublicSettings } from '@web/lib/public-settings';
import { useEffect } from 'react';
import { loadAdScript, requestAd } from '../ad-script';

const SIZES: Record<AdSlotVariant, string> = {
  horizontal: 'h-[90px] w-full max-w-[728px]',
  rectangle: 'h-[250px] w-full max-w-[300px] sm:max-w-[336px]',
};

/**
 * An ad of fixed size, so the page never jumps when it arrives: a real AdSense unit when the
 * server has an AdSense client id and this slot's id (ADSENSE_*), else the placeholder.
 */
export function AdSlot({ variant, className }: { variant: AdSlotVariant; className?: string }) {
  const ads = usePublicSettings().data?.integrations.ads;
  const slotId = ads?.slots[variant];
  return (
    <div className={cn('flex justify-center px-4', className)} data-ad-slot={variant}>
      {ads && slotId ? (
        <AdUnit clientId={ads.clientId} slotId={slotId} className={SIZES[variant]} />
      ) : (
        <div
          aria-hidden="true"
          className={cn(
            'flex items-center justify-center rounded-lg border border-dashed bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase',
            SIZES[variant],
          )}
        >
          {uz.home.ad}
        </div>
      )}
    </div>
  );
}

function AdUnit({ clientId, slotId, className }: { clientId: string; slotId: string; className: string }) {
  useEffect(() => {
    loadAdScript(clientId);
    requestAd();
  }, [clientId]);
  return (
    <aside aria-label={uz.home.ad} className={className}>
      <ins
        className="adsbygoogle block h-full w-full"
        data-ad-client={clientId}
        data-ad-slot={slotId}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
