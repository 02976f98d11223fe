import { MAX_IMAGE_BYTES } from '@shared/domain/authoring';
import { adminUploads as t } from '@shared/i18n/admin/uploads';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { ImageUp, Loader2 } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';

/** What is wrong with a chosen file before it is sent, or null; the server checks the bytes again. */
export function fileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return t.notImage;
  if (file.size > MAX_IMAGE_BYTES) return t.tooLarge;
  return null;
}

interface ImageUploadZoneProps {
  busy: boolean;
  disabled: boolean;
  error: string | null;
  onFile: (file: File) => void;
}

/** A drop zone with a file button: dropping a file or choosing one hands it to `onFile`. */
export function ImageUploadZone({ busy, disabled, error, onFile }: ImageUploadZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const blocked = busy || disabled;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !blocked) onFile(file);
  };

  return (
    <div className="grid gap-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer-only extra; the button inside is the way in for everyone */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!blocked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-busy={busy}
        className={cn(
          'flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center text-sm text-muted-foreground transition-colors',
          dragging && 'border-primary bg-primary/5',
          blocked && 'opacity-70',
        )}
      >
        {busy ? (
          <p key="busy" role="status" className="flex items-center gap-2">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t.uploading}
          </p>
        ) : (
          <p key="hint" id={hintId}>
            {t.dropHint}
            <span className="block text-xs">{t.formatsHint}</span>
          </p>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={blocked}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onClick={() => inputRef.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {t.chooseFile}
        </Button>
        {/* the button above is the keyboard way in; this input only opens the system picker */}
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          aria-label={t.chooseFile}
          tabIndex={-1}
          className="sr-only"
          disabled={blocked}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // cleared so choosing the same file again (after a fix) still fires a change
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
