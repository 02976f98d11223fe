import { formatUzPhone } from '@shared/domain/phone';
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import type { AccountResponse } from '@shared/schemas/profile';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePhoneSignIn } from '@web/lib/public-settings';
import { KeyRound, Mail, Smartphone } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useAccount } from '../api/get-account';
import type { AccountDialogKind } from './account-dialogs';

// the forms (and better-auth's client) load when one of them is opened
const AccountDialogs = lazy(() => import('./account-dialogs').then((m) => ({ default: m.AccountDialogs })));

function WayIn({
  icon,
  label,
  value,
  action,
}: {
  icon: ReactNode;
  label: string;
  value: string | null;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 py-2">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted">{icon}</span>
      <dl className="flex min-w-0 flex-1 flex-col">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className={value ? 'break-all font-medium tabular-nums' : 'text-muted-foreground'}>
          {value ?? phoneAuthTexts.profile.none}
        </dd>
      </dl>
      {action}
    </div>
  );
}

function AccountRows({
  account,
  onOpen,
}: {
  account: AccountResponse;
  onOpen: (kind: AccountDialogKind) => void;
}) {
  // adding a phone and setting a password by it need SMS, which a server without a gateway cannot send
  const sms = usePhoneSignIn();
  const iconClass = 'size-5 text-muted-foreground';
  const add = (kind: AccountDialogKind, label: string) => (
    <Button variant="outline" size="sm" onClick={() => onOpen(kind)}>
      {label}
    </Button>
  );
  return (
    <div className="divide-y">
      <WayIn
        icon={<Smartphone className={iconClass} aria-hidden="true" />}
        label={phoneAuthTexts.profile.phone}
        value={account.phoneNumber ? formatUzPhone(account.phoneNumber) : null}
        action={account.phoneNumber || !sms ? null : add('phone', phoneAuthTexts.profile.addPhone)}
      />
      <WayIn
        icon={<Mail className={iconClass} aria-hidden="true" />}
        label={phoneAuthTexts.profile.email}
        value={account.email}
        action={account.email ? null : add('email', phoneAuthTexts.profile.addEmail)}
      />
      <WayIn
        icon={<KeyRound className={iconClass} aria-hidden="true" />}
        label={phoneAuthTexts.profile.password}
        value={account.hasPassword ? phoneAuthTexts.profile.passwordSet : phoneAuthTexts.profile.passwordNone}
        action={
          account.hasPassword || !account.phoneNumber || !sms
            ? null
            : add('password', phoneAuthTexts.profile.setPassword)
        }
      />
    </div>
  );
}

/** The profile's ways in: phone and email (either may be missing, and can be added), and a phone account's password. */
export function AccountCard() {
  const account = useAccount();
  const [open, setOpen] = useState<AccountDialogKind | null>(null);

  return (
    <section aria-labelledby="account-title" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="account-title" className="text-lg font-semibold">
        {phoneAuthTexts.profile.title}
      </h2>
      <p className="text-sm text-muted-foreground">{phoneAuthTexts.profile.description}</p>
      {account.data ? (
        <AccountRows account={account.data} onOpen={setOpen} />
      ) : account.isError ? (
        <p role="alert" className="pt-2 text-sm text-destructive">
          {phoneAuthTexts.profile.loadFailed}
        </p>
      ) : (
        <Skeleton className="mt-2 h-24 w-full" />
      )}
      {open && account.data ? (
        <Suspense fallback={null}>
          <AccountDialogs kind={open} account={account.data} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
