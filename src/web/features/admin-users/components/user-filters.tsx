import { adminUsers } from '@shared/i18n/admin/users';
import { USER_ROLES } from '@shared/schemas/admin-users';
import { DebouncedSearch } from '@web/components/debounced-search';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readUserListParams, type UserFilterKey, withUserFilter } from '../user-list-params';

const t = adminUsers;

/** Search and role, both in the URL so a reload or a shared link keeps them. */
export function UserFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readUserListParams(searchParams);
  const setFilter = useCallback(
    (key: UserFilterKey, value: string) => setSearchParams((prev) => withUserFilter(prev, key, value)),
    [setSearchParams],
  );
  const onSearch = useCallback((text: string) => setFilter('search', text), [setFilter]);

  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem] md:items-end">
      <DebouncedSearch
        value={params.search}
        onSearch={onSearch}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="admin-user-role">{t.role}</Label>
        <NativeSelect
          id="admin-user-role"
          value={params.role}
          onChange={(event) => setFilter('role', event.target.value)}
        >
          <option value="">{t.roleAll}</option>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {t.roles[role]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
