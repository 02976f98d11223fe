import { adminAudit } from '@shared/i18n/admin/audit';
import { DayRangeFilter } from '@web/components/admin-list/day-range-filter';
import { DebouncedSearch } from '@web/components/debounced-search';
import { SelectFilter } from '@web/components/select-filter';
import { useUrlFilters } from '@web/lib/use-url-filters';
import { useAuditFacets } from '../api/get-audit-facets';
import { actionGroupLabel, actionLabel, entityLabel } from '../audit-labels';
import { type AuditFilterKey, readAuditParams } from '../audit-list-params';

const t = adminAudit;

/** The actions the log holds, grouped by entity ("quiz." picks every quiz action). */
function actionGroups(actions: readonly string[], chosen: string) {
  const all = chosen && !actions.includes(chosen) && !chosen.endsWith('.') ? [...actions, chosen] : actions;
  const groups = new Map<string, string[]>();
  for (const action of all) {
    const prefix = action.includes('.') ? `${action.split('.')[0]}.` : action;
    groups.set(prefix, [...(groups.get(prefix) ?? []), action]);
  }
  return [...groups];
}

/** Actor search, action, entity type and a date range, all in the URL. */
export function AuditFilters() {
  const { searchParams, setFilter, onSearch } = useUrlFilters<AuditFilterKey>('actor');
  const params = readAuditParams(searchParams);
  const facets = useAuditFacets();
  const actions = facets.data?.actions ?? [];
  const entityTypes = facets.data?.entityTypes ?? [];
  const types =
    params.entityType && !entityTypes.includes(params.entityType)
      ? [...entityTypes, params.entityType]
      : entityTypes;

  return (
    <fieldset className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_14rem_11rem_9.5rem_9.5rem] xl:items-end">
      <legend className="sr-only">{t.filters.label}</legend>
      <DebouncedSearch
        value={params.actor}
        onSearch={onSearch}
        label={t.filters.actor}
        placeholder={t.filters.actorPlaceholder}
      />
      <SelectFilter
        id="audit-action"
        label={t.filters.action}
        value={params.action}
        onChange={(value) => setFilter('action', value)}
      >
        <option value="">{t.filters.actionAll}</option>
        {actionGroups(actions, params.action).map(([prefix, members]) => (
          <optgroup key={prefix} label={actionGroupLabel(prefix.replace(/\.$/, ''))}>
            {prefix.endsWith('.') ? (
              <option value={prefix}>{t.filters.actionGroup(actionGroupLabel(prefix.slice(0, -1)))}</option>
            ) : null}
            {members.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectFilter>
      <SelectFilter
        id="audit-entity"
        label={t.filters.entityType}
        value={params.entityType}
        onChange={(value) => setFilter('entityType', value)}
      >
        <option value="">{t.filters.entityAll}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {entityLabel(type)}
          </option>
        ))}
      </SelectFilter>
      <DayRangeFilter
        id="audit"
        labels={t.filters}
        from={params.from}
        to={params.to}
        onFrom={(day) => setFilter('from', day)}
        onTo={(day) => setFilter('to', day)}
      />
    </fieldset>
  );
}
