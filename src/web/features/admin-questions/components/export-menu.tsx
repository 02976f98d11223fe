import { adminQuestions } from '@shared/i18n/admin/questions';
import { IMPORT_FORMATS, type ImportFormat } from '@shared/schemas/admin-questions';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { notifyError } from '@web/lib/notify';
import { Download } from 'lucide-react';
import { downloadExport } from '../api/export-questions';
import { describeFailure } from '../save-errors';
import { FORMAT_LABELS } from './import-examples';

/** "Eksport": the saved questions as a JSON, GIFT or Aiken file. */
export function ExportMenu({ quizId, disabled }: { quizId: string; disabled: boolean }) {
  const download = async (format: ImportFormat) => {
    try {
      await downloadExport(quizId, format);
    } catch (error) {
      console.error(error);
      notifyError(describeFailure(error, adminQuestions.errors.exportFailed).message);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <Download aria-hidden="true" />
          {adminQuestions.editor.export}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {IMPORT_FORMATS.map((format) => (
          <DropdownMenuItem key={format} onSelect={() => void download(format)}>
            {adminQuestions.editor.exportAs(FORMAT_LABELS[format])}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
