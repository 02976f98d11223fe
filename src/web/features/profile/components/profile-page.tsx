import { uz } from '@shared/i18n/uz';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { type SessionUser, useSessionUser } from '@web/lib/auth-client';
import { contactLine } from '@web/lib/contact-line';
import { Shield } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AccountCard } from './account-card';
import { CertificatesTab } from './certificates-tab';
import { MyQuizzesTab } from './my-quizzes-tab';
import { ResultsTab } from './results-tab';
import { SessionsTab } from './sessions-tab';

export const PROFILE_TABS = ['quizzes', 'results', 'certificates', 'sessions'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

function isTab(value: string | null): value is ProfileTab {
  return value !== null && (PROFILE_TABS as readonly string[]).includes(value);
}

function ProfileHeader({ user }: { user: SessionUser }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words">{user.name}</h1>
        {user.role === 'ADMIN' ? (
          <Badge className="gap-1">
            <Shield aria-hidden="true" />
            {uz.profile.admin}
          </Badge>
        ) : null}
      </div>
      <p className="break-all text-muted-foreground">{contactLine(user)}</p>
    </div>
  );
}

function ProfileTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('tab');
  const tab: ProfileTab = isTab(raw) ? raw : 'quizzes';
  const onTab = (next: string) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Tabs value={tab} onValueChange={onTab} className="gap-4">
      <TabsList
        aria-label={uz.profile.tabsLabel}
        className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-9 sm:w-fit"
      >
        {PROFILE_TABS.map((key) => (
          <TabsTrigger key={key} value={key} className="h-8 px-2 sm:h-[calc(100%-1px)] sm:px-4">
            {uz.profile.tabs[key]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="quizzes">
        <MyQuizzesTab />
      </TabsContent>
      <TabsContent value="results">
        <ResultsTab />
      </TabsContent>
      <TabsContent value="certificates">
        <CertificatesTab />
      </TabsContent>
      <TabsContent value="sessions">
        <SessionsTab />
      </TabsContent>
    </Tabs>
  );
}

/** /profile: who is signed in, and their quizzes, results and certificates in tabs (?tab=...). */
export function ProfilePage() {
  const { user, isPending } = useSessionUser();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : user ? (
        <>
          <ProfileHeader user={user} />
          <AccountCard />
          <ProfileTabs />
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold tracking-tight">{uz.profile.title}</h1>
          <SignInPrompt message={uz.signInPrompt.profile} />
        </>
      )}
    </div>
  );
}
