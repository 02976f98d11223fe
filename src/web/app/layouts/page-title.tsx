import { matchPage, pageDescription, pageTitle } from '@shared/seo/pages';
import { useDocumentTitle } from '@web/lib/public-settings';
import { RecordTitleContext } from '@web/lib/record-title';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The title and description of the page at the current path, from the shared page table, or the
 * name of the record the page shows (useRecordTitle). On the first load of a page about one record
 * the server's head already names it and is kept until the page names it itself or changes.
 * Children are passed through, so a title change re-renders nothing else.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const [recordTitle, setRecordTitle] = useState<string | null>(null);
  const location = useLocation();
  const { page } = matchPage(location.pathname);
  // the router's first location has the key 'default'
  const keepServerHead = location.key === 'default' && page.lookup !== undefined && recordTitle === null;
  useDocumentTitle(
    recordTitle ?? pageTitle(page),
    page.pattern === '/' ? undefined : pageDescription(page),
    keepServerHead,
  );
  return <RecordTitleContext.Provider value={setRecordTitle}>{children}</RecordTitleContext.Provider>;
}
