import { adminUsers } from '@shared/i18n/admin/users';
import { UrlPagedSection } from '@web/components/admin-list/url-paged-section';
import { pagedListTexts } from '@web/components/paged-list-section';
import { UsersRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useAdminUsers } from '../api/get-users';
import { ADMIN_USER_PAGE_SIZE, hasUserFilters, readUserListParams } from '../user-list-params';
import { UserCard, type UserCardActions, UserCardSkeletons } from './user-card';

const t = adminUsers;
const GRID = 'grid gap-4 lg:grid-cols-2';

/** The page of users the URL asks for, as cards, with its loading, error, empty and paging states. */
export function UserList({ actions, myId }: { actions: UserCardActions; myId: string | null }) {
  const [searchParams] = useSearchParams();
  const params = readUserListParams(searchParams);
  const users = useAdminUsers(params);
  return (
    <UrlPagedSection
      query={users}
      page={params.page}
      pageSize={ADMIN_USER_PAGE_SIZE}
      filtered={hasUserFilters(params)}
      isEmpty={(page) => page.users.length === 0}
      emptyIcon={UsersRound}
      texts={pagedListTexts(t, t.errors.load)}
      skeleton={<UserCardSkeletons count={4} className={GRID} />}
    >
      {(page) => (
        <ul aria-label={t.listLabel} className={GRID}>
          {page.users.map((user) => (
            <UserCard key={user.id} user={user} isSelf={user.id === myId} actions={actions} />
          ))}
        </ul>
      )}
    </UrlPagedSection>
  );
}
