/**
 * The site's social links (Telegram, Instagram, ...) from the server's configuration.
 * Issue 12: being built (the footer, support and contact pages show it); renders nothing yet.
 */
export function SocialLinks(_props: { className?: string }) {
  return null;
}
