import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import type { ReactNode } from 'react';

/** A labelled select of a list's filter bar; `children` are its options. */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
