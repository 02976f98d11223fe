import { timeZoneLabel } from '@shared/i18n/format';

/** A table header over times, saying they are Tashkent time whatever the browser's zone. */
export function TimeHeader({ label }: { label: string }) {
  return (
    <>
      {label} <span className="block font-normal normal-case">({timeZoneLabel()})</span>
    </>
  );
}
