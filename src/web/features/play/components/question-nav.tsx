import { uz } from '@shared/i18n/uz';
import { cn } from '@web/lib/cn';

export type NavMark = 'unanswered' | 'answered' | 'correct' | 'incorrect';

export interface NavItem {
  id: string;
  moduleName: string | null;
  mark: NavMark;
}

const MARK_CLASS: Record<NavMark, string> = {
  unanswered: 'border bg-background text-foreground hover:bg-accent',
  answered: 'border border-primary bg-primary text-primary-foreground hover:bg-primary/90',
  correct: 'border border-emerald-600 bg-emerald-600 text-white hover:bg-emerald-600/90',
  incorrect: 'border border-red-600 bg-red-600 text-white hover:bg-red-600/90',
};

/** Question numbers grouped by module, in the order the attempt shows them. */
export function groupByModule(
  items: NavItem[],
): { name: string; entries: { item: NavItem; index: number }[] }[] {
  const groups = new Map<string, { item: NavItem; index: number }[]>();
  items.forEach((item, index) => {
    const name = item.moduleName?.trim() || uz.play.noModule;
    const group = groups.get(name) ?? [];
    group.push({ item, index });
    groups.set(name, group);
  });
  return [...groups].map(([name, entries]) => ({ name, entries }));
}

function Legend({ marks }: { marks: NavMark[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {marks.map((mark) => (
        <li key={mark} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-3 rounded-sm', MARK_CLASS[mark])} />
          {uz.play.legend[mark]}
        </li>
      ))}
    </ul>
  );
}

/** The navigation panel: numbered buttons per module and the legend. */
export function QuestionNav({
  items,
  current,
  onSelect,
  legend,
}: {
  items: NavItem[];
  current?: number;
  onSelect: (index: number) => void;
  legend: NavMark[];
}) {
  return (
    <nav
      aria-label={uz.play.navTitle}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 className="font-semibold">{uz.play.navTitle}</h2>
      {groupByModule(items).map((group) => (
        <section key={group.name} className="flex flex-col gap-2" aria-label={group.name}>
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{group.name}</h3>
          <ol className="flex flex-wrap gap-2">
            {group.entries.map(({ item, index }) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  aria-label={uz.play.navQuestion(index + 1, uz.play.legend[item.mark])}
                  aria-current={current === index ? 'step' : undefined}
                  data-mark={item.mark}
                  className={cn(
                    'flex size-9 items-center justify-center rounded-md text-sm font-medium tabular-nums transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                    MARK_CLASS[item.mark],
                    current === index && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
                  )}
                >
                  {index + 1}
                </button>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <Legend marks={legend} />
    </nav>
  );
}
