import { isImageAddress } from '@shared/domain/authoring';
import { adminUploads as t } from '@shared/i18n/admin/uploads';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';

/** A picture that does not answer within this time is treated as not loading. */
const IMAGE_LOAD_TIMEOUT_MS = 10_000;

/** Whether the browser can show `src` as an image (the spec's "it must load as an image"). */
export function canLoadImage(src: string, timeoutMs = IMAGE_LOAD_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => settle(false), timeoutMs);
    function settle(loaded: boolean) {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(loaded);
    }
    image.onload = () => settle(image.naturalWidth > 0);
    image.onerror = () => settle(false);
    image.src = src;
  });
}

/** The problem with a typed address, or null when it may be tried. */
function addressProblem(address: string): string | null {
  if (!address) return t.urlRequired;
  if (!isImageAddress(address)) return t.urlInvalid;
  return null;
}

/** An address field and an apply button: the address is used once it loads as an image. */
export function ImageUrlForm({ disabled, onApply }: { disabled: boolean; onApply: (url: string) => void }) {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function apply() {
    const trimmed = address.trim();
    const problem = addressProblem(trimmed);
    setError(problem);
    if (problem) return;
    setChecking(true);
    const loads = await canLoadImage(trimmed);
    setChecking(false);
    if (!loads) return setError(t.urlNotImage);
    setAddress('');
    onApply(trimmed);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{t.urlLabel}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          placeholder={t.urlPlaceholder}
          value={address}
          disabled={disabled || checking}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the address; it must not submit the form this field sits in
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply();
          }}
        />
        <Button
          variant="secondary"
          disabled={disabled || checking}
          aria-busy={checking}
          onClick={() => void apply()}
        >
          {checking ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {checking ? t.checking : t.apply}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
