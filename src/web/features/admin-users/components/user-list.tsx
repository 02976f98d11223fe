import { adminUsers } from '@shared/i18n/admin/users';
import { PagedListSection, pagedListTexts } from '@web/components/paged-list-section';
import { notifyError } from '@web/lib/notify';
import { UsersRound } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminUsers } from '../api/get-users';
import { ADMIN_USER_PAGE_SIZE, hasUserFilters, readUserListParams, withUserPage } from '../user-list-params';
import { UserCard, type UserCardActions, UserCardSkeletons } from './user-card';

const t = adminUsers;
const GRID = 'grid gap-4 lg:grid-cols-2';
const TEXTS = pagedListTexts(t, t.errors.load);

/** The page of users the URL asks for, with its loading, error and empty states. */
export function UserList({ actions, myId }: { actions: UserCardActions; myId: string | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readUserListParams(searchParams);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useAdminUsers(params);

  useEffect(() => {
    if (isError) notifyError(t.errors.load);
  }, [isError]);

  return (
    <PagedListSection
      data={data}
      isPending={isPending}
      isFetching={isFetching}
      isPlaceholderData={isPlaceholderData}
      onRetry={() => void refetch()}
      skeleton={<UserCardSkeletons count={4} className={GRID} />}
      isEmpty={(page) => page.users.length === 0}
      filtered={hasUserFilters(params)}
      onClearFilters={() => setSearchParams(new URLSearchParams())}
      emptyIcon={UsersRound}
      page={params.page}
      defaultPageSize={ADMIN_USER_PAGE_SIZE}
      onPage={(page) => setSearchParams((prev) => withUserPage(prev, page))}
      texts={TEXTS}
    >
      {(page) => (
        <ul aria-label={t.listLabel} className={GRID}>
          {page.users.map((user) => (
            <UserCard key={user.id} user={user} isSelf={user.id === myId} actions={actions} />
          ))}
        </ul>
      )}
    </PagedListSection>
  );
}
