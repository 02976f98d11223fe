import { MAX_OPTIONS, MIN_OPTIONS } from '@shared/domain/authoring';
import { adminQuestions } from '@shared/i18n/admin/questions';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Plus, X } from 'lucide-react';
import type { QuestionFields } from '../editor-state';
import { addOption, removeOption, setOption } from '../question-form';

/** 2-6 options, a radio for the correct one; removing an option keeps the correct one marked. */
export function OptionFields({
  form,
  onChange,
  error,
  onBlur,
}: {
  form: QuestionFields;
  onChange: (form: QuestionFields) => void;
  error: string | undefined;
  onBlur: () => void;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'question-options-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">
        {adminQuestions.dialog.options}{' '}
        <span className="font-normal text-muted-foreground">({adminQuestions.dialog.correctHint})</span>
      </legend>
      <RadioGroup
        value={String(form.correctAnswer)}
        onValueChange={(value) => onChange({ ...form, correctAnswer: Number(value) })}
        className="gap-2"
      >
        {form.options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position; texts repeat while typed
          <div key={index} className="flex items-center gap-2">
            <RadioGroupItem value={String(index)} aria-label={adminQuestions.dialog.markCorrect(index + 1)} />
            <Input
              value={option}
              aria-label={adminQuestions.dialog.option(index + 1)}
              aria-invalid={Boolean(error) && option.trim() === ''}
              placeholder={adminQuestions.dialog.option(index + 1)}
              onChange={(event) => onChange(setOption(form, index, event.target.value))}
              onBlur={onBlur}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={adminQuestions.dialog.removeOption(index + 1)}
              disabled={form.options.length <= MIN_OPTIONS}
              onClick={() => onChange(removeOption(form, index))}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ))}
      </RadioGroup>
      {error ? (
        <p id="question-options-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={form.options.length >= MAX_OPTIONS}
        onClick={() => onChange(addOption(form))}
      >
        <Plus aria-hidden="true" />
        {adminQuestions.dialog.addOption}
      </Button>
    </fieldset>
  );
}
