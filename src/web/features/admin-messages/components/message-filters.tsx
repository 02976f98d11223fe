import { adminMessages } from '@shared/i18n/admin/messages';
import { DebouncedSearch } from '@web/components/debounced-search';
import { SelectFilter } from '@web/components/select-filter';
import { useUrlFilters } from '@web/lib/use-url-filters';
import { type MessageFilterKey, readMessageParams } from '../message-list-params';

const t = adminMessages;

/** Search and read/unread, both in the URL. */
export function MessageFilters() {
  const { searchParams, setFilter, onSearch } = useUrlFilters<MessageFilterKey>('search');
  const params = readMessageParams(searchParams);
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem] md:items-end">
      <DebouncedSearch
        value={params.search}
        onSearch={onSearch}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
      />
      <SelectFilter
        id="admin-message-status"
        label={t.status}
        value={params.status}
        onChange={(value) => setFilter('status', value)}
      >
        <option value="">{t.statusAll}</option>
        <option value="unread">{t.statusUnread}</option>
        <option value="read">{t.statusRead}</option>
      </SelectFilter>
    </div>
  );
}
