import { adminUsers } from '@shared/i18n/admin/users';
import { USER_ROLES } from '@shared/schemas/admin-users';
import { DebouncedSearch } from '@web/components/debounced-search';
import { SelectFilter } from '@web/components/select-filter';
import { useUrlFilters } from '@web/lib/use-url-filters';
import { readUserListParams, type UserFilterKey } from '../user-list-params';

const t = adminUsers;

/** Search and role, both in the URL so a reload or a shared link keeps them. */
export function UserFilters() {
  const { searchParams, setFilter, onSearch } = useUrlFilters<UserFilterKey>('search');
  const params = readUserListParams(searchParams);

  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem] md:items-end">
      <DebouncedSearch
        value={params.search}
        onSearch={onSearch}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
      />
      <SelectFilter
        id="admin-user-role"
        label={t.role}
        value={params.role}
        onChange={(value) => setFilter('role', value)}
      >
        <option value="">{t.roleAll}</option>
        {USER_ROLES.map((role) => (
          <option key={role} value={role}>
            {t.roles[role]}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}
