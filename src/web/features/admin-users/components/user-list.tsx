import { adminUsers } from '@shared/i18n/admin/users';
import { ListPagination } from '@web/components/list-pagination';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { notifyError } from '@web/lib/notify';
import { SearchX, UsersRound } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminUsers } from '../api/get-users';
import { ADMIN_USER_PAGE_SIZE, hasUserFilters, readUserListParams, withUserPage } from '../user-list-params';
import { UserCard, type UserCardActions, UserCardSkeletons } from './user-card';

const t = adminUsers;
const GRID = 'grid gap-4 lg:grid-cols-2';
const PAGINATION = { label: t.pagination, previous: t.previous, next: t.next, pageOf: t.pageOf };

/** The page of users the URL asks for, with its loading, error and empty states. */
export function UserList({ actions, myId }: { actions: UserCardActions; myId: string | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readUserListParams(searchParams);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useAdminUsers(params);

  useEffect(() => {
    if (isError) notifyError(t.errors.load);
  }, [isError]);

  if (isPending) return <UserCardSkeletons count={4} className={GRID} />;
  if (isError && !data) {
    return <SectionError message={t.errors.load} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (data.users.length === 0) {
    return hasUserFilters(params) ? (
      <StatusPanel icon={SearchX} title={t.noMatches} message={t.noMatchesHint}>
        <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
          {t.clearFilters}
        </Button>
      </StatusPanel>
    ) : (
      <StatusPanel icon={UsersRound} title={t.empty} message={t.emptyHint} />
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / (data.pageSize || ADMIN_USER_PAGE_SIZE)));
  const onPage = (page: number) => setSearchParams((prev) => withUserPage(prev, page));
  return (
    <div
      className={cn('flex flex-col gap-4 transition-opacity', isPlaceholderData && 'opacity-60')}
      aria-busy={isPlaceholderData}
    >
      <h2 className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {t.found(data.total)}
      </h2>
      <ul aria-label={t.listLabel} className={GRID}>
        {data.users.map((user) => (
          <UserCard key={user.id} user={user} isSelf={user.id === myId} actions={actions} />
        ))}
      </ul>
      <ListPagination page={Math.min(params.page, pages)} pages={pages} onPage={onPage} texts={PAGINATION} />
    </div>
  );
}
