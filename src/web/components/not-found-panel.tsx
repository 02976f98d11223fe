import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPanel } from './status-panel';
import { Button } from './ui/button';

/** A page's "not found" state: a heading, a line of text and one way out. */
export function NotFoundPanel({
  title,
  message,
  to,
  label,
}: {
  title: string;
  message: string;
  to: string;
  label: string;
}) {
  return (
    <StatusPanel icon={SearchX} headingLevel="h1" title={title} message={message}>
      <Button asChild>
        <Link to={to}>{label}</Link>
      </Button>
    </StatusPanel>
  );
}
