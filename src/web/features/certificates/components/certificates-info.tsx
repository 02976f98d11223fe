import { certificatesPage as t } from '@shared/i18n/pages/certificates';
import { usePassMark } from '@web/lib/public-settings';
import { CheckCircle2, Info, Sparkles } from 'lucide-react';

function InfoList({
  title,
  items,
  icon: Icon,
}: {
  title: string;
  items: readonly string[];
  icon: typeof Sparkles;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Conditions (with the configured pass mark) and benefits of a certificate. */
export function CertificatesInfo() {
  const { conditions } = t.info;
  const conditionItems = [conditions.passMark(usePassMark()), conditions.owned, conditions.automatic];
  return (
    <section
      aria-labelledby="certificates-info"
      className="flex flex-col gap-4 rounded-xl border bg-muted/40 p-5 sm:p-6"
    >
      <h2 id="certificates-info" className="flex items-center gap-2 text-lg font-semibold">
        <Info className="size-5 text-primary" aria-hidden="true" />
        {t.info.title}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <InfoList title={t.info.conditionsTitle} items={conditionItems} icon={CheckCircle2} />
        <InfoList title={t.info.benefitsTitle} items={t.info.benefits} icon={Sparkles} />
      </div>
    </section>
  );
}
