import { adminShell } from '@shared/i18n/admin/shell';
import { Button } from '@web/components/ui/button';
import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';

/**
 * A file field that speaks Uzbek: a "Fayl tanlash" button and the chosen file's name (the
 * browser's own input says "Choose File / No file chosen" in the browser's language).
 */
export function FileButton({
  id,
  accept,
  onFile,
}: {
  /** the id of the hidden input, for the field's <label htmlFor> */
  id: string;
  accept: string;
  onFile: (file: File) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const nameId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" aria-describedby={nameId} onClick={() => inputRef.current?.click()}>
        <FileUp aria-hidden="true" />
        {adminShell.fileInput.choose}
      </Button>
      <span id={nameId} className="min-w-0 truncate text-sm text-muted-foreground">
        {fileName ?? adminShell.fileInput.none}
      </span>
      {/* the button above is the keyboard way in; this input only opens the system picker */}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // cleared so choosing the same file again (after an edit) still fires a change
          event.target.value = '';
          if (!file) return;
          setFileName(file.name);
          onFile(file);
        }}
      />
    </div>
  );
}
