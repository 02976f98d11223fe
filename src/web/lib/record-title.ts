import { createContext, useContext, useEffect } from 'react';

/** Set by the site layout: the name of the record the current page shows, or null. */
export const RecordTitleContext = createContext<(title: string | null) => void>(() => {});

/**
 * A page about one record (a quiz) names it in the document title while it is shown, as the
 * server's head does on a first load: "<record> | <site name>" instead of the page's generic title.
 */
export function useRecordTitle(title: string | undefined) {
  const setTitle = useContext(RecordTitleContext);
  useEffect(() => {
    if (!title) return;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
