import { Label } from '@web/components/ui/label';
import { DayInput } from './day-input';

/** Two labelled day fields (dd.mm.yyyy shown, YYYY-MM-DD handed over) of a filter bar; each bounds the other. */
export function DayRangeFilter({
  id,
  labels,
  from,
  to,
  onFrom,
  onTo,
}: {
  id: string;
  labels: { from: string; to: string };
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}) {
  return (
    <>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-from`}>{labels.from}</Label>
        <DayInput id={`${id}-from`} value={from} max={to || undefined} onChange={onFrom} />
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-to`}>{labels.to}</Label>
        <DayInput id={`${id}-to`} value={to} min={from || undefined} onChange={onTo} />
      </div>
    </>
  );
}
