import { uz } from '@shared/i18n/uz';
import { AUTH_LIMITS } from '@shared/schemas/auth';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';

/** A password input with its own show/hide toggle. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const label = visible ? uz.auth.hidePassword : uz.auth.showPassword;
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pr-10', className)} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={label}
        aria-pressed={visible}
        aria-controls={props.id}
        title={label}
        className="absolute top-1/2 right-1 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

/** A password being set (sign-up, reset): the browser knows the one minimum the schema checks. */
export function NewPasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <PasswordInput autoComplete="new-password" minLength={AUTH_LIMITS.passwordMin} {...props} />;
}
