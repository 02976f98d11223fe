import { CATEGORY_ICONS, type CategoryIcon } from '@shared/domain/authoring';
import { adminCategories } from '@shared/i18n/admin/categories';
import { CATEGORY_ICON_COMPONENTS, isCategoryIconName } from '@web/components/category-icon';
import { Ban } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import type { ComponentType } from 'react';

const NONE = 'none';
const t = adminCategories;

const tileClass =
  'flex size-10 items-center justify-center rounded-md border text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:border-primary data-[state=checked]:bg-primary/10 data-[state=checked]:text-primary';

function Tile({
  value,
  label,
  icon: Icon,
}: {
  value: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
}) {
  return (
    <RadioGroup.Item value={value} aria-label={label} title={label} className={tileClass}>
      <Icon className="size-5" aria-hidden="true" />
    </RadioGroup.Item>
  );
}

/** The category's icon, one of CATEGORY_ICONS or none: a radio group of icon tiles (arrow keys move). */
export function IconPicker({
  labelId,
  value,
  onChange,
}: {
  labelId: string;
  value: CategoryIcon | null;
  onChange: (value: CategoryIcon | null) => void;
}) {
  return (
    <RadioGroup.Root
      aria-labelledby={labelId}
      value={value ?? NONE}
      onValueChange={(next) => onChange(isCategoryIconName(next) ? next : null)}
      className="grid grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-2"
    >
      <Tile value={NONE} label={t.form.noIcon} icon={Ban} />
      {CATEGORY_ICONS.map((name) => (
        <Tile key={name} value={name} label={t.icons[name]} icon={CATEGORY_ICON_COMPONENTS[name]} />
      ))}
    </RadioGroup.Root>
  );
}
