import { adminQuestions } from '@shared/i18n/admin/questions';
import { uz } from '@shared/i18n/uz';
import type { AdminModule } from '@shared/schemas/admin-catalog';
import {
  IMPORT_FORMATS,
  type ImportCommitResponse,
  type ImportFormat,
  type ImportPreview,
} from '@shared/schemas/admin-questions';
import { FileButton } from '@web/components/file-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { notifyError } from '@web/lib/notify';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useImportQuestions } from '../api/import-questions';
import { usePreviewImport } from '../api/preview-import';
import { describeFailure } from '../save-errors';
import { FORMAT_LABELS, formatOfFile, IMPORT_EXAMPLES } from './import-examples';
import { ImportPreviewView, questionsToAdd } from './import-preview';
import { textAreaClass } from './text-area';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quizId: string;
  /** the editor's loaded version: the import appends to exactly that list */
  version: number;
  modules: AdminModule[];
  onImported: (result: ImportCommitResponse) => void;
  /** 409 QUESTIONS_CHANGED: the list changed elsewhere; the editor reloads it */
  onStale: () => void;
}

/** Paste or pick a file, "Tekshirish" shows what would be added, "N ta savolni qo'shish" writes it. */
export function ImportDialog(props: ImportDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{adminQuestions.importer.title}</DialogTitle>
          <DialogDescription>{adminQuestions.importer.description}</DialogDescription>
        </DialogHeader>
        {props.open ? <ImportForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ quizId, version, modules, onImported, onStale, onOpenChange }: ImportDialogProps) {
  const [format, setFormat] = useState<ImportFormat>('json');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [keepDuplicates, setKeepDuplicates] = useState(false);
  const check = usePreviewImport(quizId);
  const commit = useImportQuestions(quizId);

  const changeInput = (next: { format?: ImportFormat; text?: string }) => {
    if (next.format) setFormat(next.format);
    if (next.text !== undefined) setText(next.text);
    setPreview(null); // a preview is only good for the text it was made from
    setKeepDuplicates(false);
  };

  const readFile = async (file: File) => {
    try {
      changeInput({ text: await file.text(), format: formatOfFile(file.name) ?? format });
    } catch (error) {
      console.error(error);
      notifyError(adminQuestions.importer.fileReadFailed);
    }
  };

  const runCheck = async () => {
    try {
      setPreview(await check.mutateAsync({ format, text }));
    } catch (error) {
      console.error(error);
      notifyError(describeFailure(error, adminQuestions.errors.importPreview).message);
    }
  };

  const runImport = async () => {
    try {
      onImported(await commit.mutateAsync({ format, text, version, skipDuplicates: !keepDuplicates }));
      onOpenChange(false);
    } catch (error) {
      console.error(error);
      const failure = describeFailure(error, adminQuestions.errors.importCommit);
      notifyError(failure.message);
      if (failure.conflict) onStale();
    }
  };

  const toAdd = preview ? questionsToAdd(preview, keepDuplicates) : 0;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label id="import-format-label">{adminQuestions.importer.format}</Label>
        <RadioGroup
          aria-labelledby="import-format-label"
          value={format}
          onValueChange={(value) => changeInput({ format: value as ImportFormat })}
          className="flex flex-wrap gap-4"
        >
          {IMPORT_FORMATS.map((option) => (
            <Label key={option} className="flex items-center gap-2 font-normal">
              <RadioGroupItem value={option} />
              {FORMAT_LABELS[option]}
            </Label>
          ))}
        </RadioGroup>
        <details className="rounded-md border px-3 py-2 text-sm">
          <summary className="cursor-pointer">{adminQuestions.importer.example}</summary>
          <pre className="mt-2 overflow-x-auto text-xs whitespace-pre">{IMPORT_EXAMPLES[format]}</pre>
        </details>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="import-text">{adminQuestions.importer.text}</Label>
        <textarea
          id="import-text"
          rows={8}
          className={`${textAreaClass} font-mono`}
          placeholder={adminQuestions.importer.placeholder}
          value={text}
          onChange={(event) => changeInput({ text: event.target.value })}
        />
        <Label htmlFor="import-file" className="text-sm font-normal text-muted-foreground">
          {adminQuestions.importer.file}
        </Label>
        <FileButton id="import-file" accept=".json,.txt,.gift" onFile={(file) => void readFile(file)} />
      </div>
      {preview ? (
        <ImportPreviewView
          preview={preview}
          modules={modules}
          keepDuplicates={keepDuplicates}
          onKeepDuplicatesChange={setKeepDuplicates}
        />
      ) : null}
      {toAdd > 0 ? <p className="text-sm font-medium">{adminQuestions.importer.writtenNow}</p> : null}
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {uz.common.cancel}
        </Button>
        <Button
          variant={preview ? 'outline' : 'default'}
          onClick={() => void runCheck()}
          disabled={text.trim() === '' || check.isPending}
          aria-busy={check.isPending}
        >
          {check.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {check.isPending ? adminQuestions.importer.checking : adminQuestions.importer.check}
        </Button>
        {preview ? (
          <Button
            onClick={() => void runImport()}
            disabled={toAdd === 0 || commit.isPending}
            aria-busy={commit.isPending}
          >
            {commit.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {commit.isPending ? adminQuestions.importer.importing : adminQuestions.importer.confirm(toAdd)}
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  );
}
