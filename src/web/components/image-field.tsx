import type { UploadBucket } from '@shared/domain/authoring';
import { adminUploads as t } from '@shared/i18n/admin/uploads';
import { fileProblem, ImageUploadZone } from '@web/components/image-field-upload';
import { ImageUrlForm } from '@web/components/image-field-url';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { isApiError } from '@web/lib/api-client';
import { notifyError } from '@web/lib/notify';
import { uploadImage } from '@web/lib/upload-image';
import { ImageIcon, X } from 'lucide-react';
import { useId, useState } from 'react';

export interface ImageFieldProps {
  /** the form field's label */
  label: string;
  bucket: UploadBucket;
  /** the current image address (an /uploads path or an http(s) URL), or null */
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}

/** The server's Uzbek message when it refused the file (4xx); the spec's general text otherwise. */
function uploadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return t.uploadFailed;
}

/** An image chosen by upload or by URL, with a preview and a remove button (docs/product/admin-and-pages.md section 5). */
export function ImageField({ label, bucket, value, onChange, disabled = false }: ImageFieldProps) {
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const legendId = useId();

  async function upload(file: File) {
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem) return;
    setBusy(true);
    try {
      onChange((await uploadImage(bucket, file)).url);
    } catch (error) {
      notifyError(uploadErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="grid min-w-0 gap-3" aria-labelledby={legendId} aria-busy={busy}>
      <legend id={legendId} className="mb-2 text-sm font-medium">
        {label}
      </legend>
      <ImagePreview value={value} disabled={disabled || busy} onRemove={() => onChange(null)} />
      <Tabs defaultValue="upload">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="upload">{t.uploadTab}</TabsTrigger>
          <TabsTrigger value="url">{t.urlTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="upload">
          <ImageUploadZone
            busy={busy}
            disabled={disabled}
            error={fileError}
            onFile={(file) => void upload(file)}
          />
        </TabsContent>
        <TabsContent value="url">
          <ImageUrlForm disabled={disabled || busy} onApply={onChange} />
        </TabsContent>
      </Tabs>
    </fieldset>
  );
}

function ImagePreview({
  value,
  disabled,
  onRemove,
}: {
  value: string | null;
  disabled: boolean;
  onRemove: () => void;
}) {
  const [failedSource, setFailedSource] = useState<string | null>(null);
  if (!value) {
    return (
      <div className="flex aspect-video w-full max-w-xs items-center justify-center gap-2 rounded-md border bg-muted text-sm text-muted-foreground">
        <ImageIcon className="size-5" aria-hidden="true" />
        {t.noImage}
      </div>
    );
  }
  return (
    <div className="relative w-full max-w-xs">
      {failedSource === value ? (
        <div className="flex aspect-video w-full items-center justify-center rounded-md border bg-muted p-2 text-center text-sm text-muted-foreground">
          {t.previewFailed}
        </div>
      ) : (
        <img
          src={value}
          alt={t.preview}
          onError={() => setFailedSource(value)}
          className="aspect-video w-full rounded-md border bg-muted object-cover"
        />
      )}
      <Button
        variant="destructive"
        size="icon"
        className="absolute top-2 right-2 size-8"
        aria-label={t.remove}
        title={t.remove}
        disabled={disabled}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
