import { SOCIAL_NETWORKS, type SocialNetwork } from '@shared/domain/integrations';
import { uz } from '@shared/i18n/uz';
import { cn } from '@web/lib/cn';
import { usePublicSettings } from '@web/lib/public-settings';
import { SOCIAL_ICONS } from './social-icons';

/** The configured social networks with their links, in the footer's order; none while loading. */
export function useSocialLinks(): { network: SocialNetwork; href: string }[] {
  const { data } = usePublicSettings();
  const social = data?.integrations.social;
  if (!social) return [];
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network];
    return href ? [{ network, href }] : [];
  });
}

/**
 * The site's social links (Telegram, Instagram, ...) from the server's configuration (SOCIAL_*_URL):
 * only the configured networks, each an icon with its name for screen readers; nothing at all
 * when none is configured. Used by the footer and the support and contact pages.
 */
export function SocialLinks({ className }: { className?: string }) {
  const links = useSocialLinks();
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {links.map(({ network, href }) => {
        const Icon = SOCIAL_ICONS[network];
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <Icon className="size-5" aria-hidden="true" />
              <span className="sr-only">
                {uz.footer.socialLinks[network]} {uz.footer.opensInNewTab}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
