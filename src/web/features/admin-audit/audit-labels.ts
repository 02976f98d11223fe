import { adminAudit } from '@shared/i18n/admin/audit';

const t = adminAudit;
const MAX_TEXT = 160;
const SHORT_VALUE = 24;

/** The Uzbek label of a known action, the raw code otherwise. */
export const actionLabel = (action: string) => t.actions[action] ?? action;
export const entityLabel = (entityType: string) => t.entityTypes[entityType] ?? entityType;
export const fieldLabel = (field: string) => t.fields[field] ?? field;
/** The filter's name for every action of one kind ("questions." -> "Savollar"). */
export const actionGroupLabel = (prefix: string) => t.actionGroups[prefix] ?? entityLabel(prefix);

/** One recorded field: a change from -> to, or a value (a created or deleted record, a count). */
export type ChangeRow =
  | { field: string; label: string; kind: 'change'; from: string; to: string }
  | { field: string; label: string; kind: 'value'; value: string };

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  'from' in value &&
  'to' in value &&
  Object.keys(value).length === 2;

/**
 * A stored value as short readable text: yes/no, a dash for none, a field's codes in words
 * (database kind, role, payment status), JSON for other structures.
 */
export function formatValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  const words = t.values[field];
  if (words && Array.isArray(value))
    return value.map((item) => words[String(item)] ?? String(item)).join(', ');
  if (words && typeof value === 'string' && words[value]) return words[value];
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export function changeRows(changes: Record<string, unknown>): ChangeRow[] {
  return Object.entries(changes).map(([field, value]) =>
    isChange(value)
      ? {
          field,
          label: fieldLabel(field),
          kind: 'change',
          from: formatValue(value.from, field),
          to: formatValue(value.to, field),
        }
      : { field, label: fieldLabel(field), kind: 'value', value: formatValue(value, field) },
  );
}

/**
 * A line for the list: the first three fields ("+N" for the rest); a changed field by its name,
 * a short value with it (counts of a bulk write read "Yaratildi: 2").
 */
export function changesSummary(changes: Record<string, unknown>): string {
  const rows = changeRows(changes);
  if (rows.length === 0) return t.noChanges;
  const shown = rows
    .slice(0, 3)
    .map((row) =>
      row.kind === 'value' && row.value.length <= SHORT_VALUE ? `${row.label}: ${row.value}` : row.label,
    );
  const rest = rows.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} +${rest}` : shown.join(', ');
}
