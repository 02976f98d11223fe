import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

/** Two labelled day inputs (YYYY-MM-DD) of a filter bar; each bounds the other. */
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
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>{labels.from}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onFrom(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>{labels.to}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onTo(event.target.value)}
        />
      </div>
    </>
  );
}
