import { uz } from '@shared/i18n/uz';
import { SocialLinks, useSocialLinks } from '@web/components/social-links';
import { useSiteBrand } from '@web/lib/public-settings';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';

/** The footer's columns of links, in the reader's language. */
function linkGroups() {
  const f = uz.footer.links;
  return [
    {
      title: uz.footer.platform,
      links: [
        { to: '/', label: f.home },
        { to: '/quizzes', label: f.quizzes },
        { to: '/categories', label: f.categories },
        { to: '/certificates', label: f.certificates },
        { to: '/about', label: f.about },
      ],
    },
    {
      title: uz.footer.help,
      links: [
        { to: '/help', label: f.help },
        { to: '/faq', label: f.faq },
        { to: '/guide', label: f.guide },
        { to: '/support', label: f.support },
        { to: '/contact', label: f.contact },
      ],
    },
    {
      title: uz.footer.legal,
      links: [
        { to: '/privacy', label: f.privacy },
        { to: '/terms', label: f.terms },
        { to: '/cookies', label: f.cookies },
      ],
    },
  ] as const;
}

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** The site began in 2024: a later year shows the span (2024–2026). */
function copyright(siteName: string): string {
  const year = new Date().getFullYear();
  return uz.footer.copyright(siteName, year, year > 2024);
}

export function Footer() {
  const brand = useSiteBrand();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-5">
        <div className="flex flex-col gap-3 lg:col-span-1">
          <Link to="/" className="flex items-center gap-2 self-start rounded-md text-lg font-bold">
            <GraduationCap className="size-6 text-primary" aria-hidden="true" />
            {brand.name}
          </Link>
          <p className="text-sm text-muted-foreground">{brand.description}</p>
        </div>
        {linkGroups().map((group) => (
          <nav key={group.title} aria-label={group.title} className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <FooterSocial />
      </div>
      <div className="border-t">
        {/* a page rendered (and cached) last year may arrive on New Year's day: not a mismatch */}
        <p
          className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-muted-foreground sm:px-6"
          suppressHydrationWarning
        >
          {copyright(brand.name)}
        </p>
      </div>
    </footer>
  );
}

/** The configured social networks; no section at all when none is configured. */
function FooterSocial() {
  if (useSocialLinks().length === 0) return null;
  return (
    <section aria-labelledby="footer-social" className="flex flex-col gap-3">
      <h2 id="footer-social" className="text-sm font-semibold">
        {uz.footer.social}
      </h2>
      <SocialLinks />
    </section>
  );
}
