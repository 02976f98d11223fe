import { adminPayments } from '@shared/i18n/admin/payments';
import { ADMIN_PAYMENT_METHODS, PAYMENT_PROVIDER_NAMES } from '@shared/schemas/admin-payments';
import { PAYMENT_STATUSES } from '@shared/schemas/storefront';
import { DayRangeFilter } from '@web/components/admin-list/day-range-filter';
import { DebouncedSearch } from '@web/components/debounced-search';
import { SelectFilter } from '@web/components/select-filter';
import { useUrlFilters } from '@web/lib/use-url-filters';
import { type PaymentFilterKey, readPaymentParams } from '../payment-list-params';
import { methodLabel, providerLabel } from './payment-parts';

const t = adminPayments;

/** Search by id or email, status, provider, method and a day range, all in the URL. */
export function PaymentFilters() {
  const { searchParams, setFilter, onSearch } = useUrlFilters<PaymentFilterKey>('q');
  const params = readPaymentParams(searchParams);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 md:grid-cols-3 md:items-end xl:grid-cols-5">
      <legend className="sr-only">{t.filters.label}</legend>
      <div className="col-span-full">
        <DebouncedSearch
          value={params.q}
          onSearch={onSearch}
          label={t.filters.search}
          placeholder={t.filters.searchPlaceholder}
        />
      </div>
      <SelectFilter
        id="payment-status"
        label={t.filters.status}
        value={params.status}
        onChange={(v) => setFilter('status', v)}
      >
        <option value="">{t.filters.all}</option>
        {PAYMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t.statuses[status]}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        id="payment-provider"
        label={t.filters.provider}
        value={params.provider}
        onChange={(v) => setFilter('provider', v)}
      >
        <option value="">{t.filters.all}</option>
        {PAYMENT_PROVIDER_NAMES.map((provider) => (
          <option key={provider} value={provider}>
            {providerLabel(provider)}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        id="payment-method"
        label={t.filters.method}
        value={params.method}
        onChange={(v) => setFilter('method', v)}
      >
        <option value="">{t.filters.all}</option>
        {ADMIN_PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {methodLabel(method)}
          </option>
        ))}
      </SelectFilter>
      <DayRangeFilter
        id="payment-days"
        labels={t.filters}
        from={params.from}
        to={params.to}
        onFrom={(day) => setFilter('from', day)}
        onTo={(day) => setFilter('to', day)}
      />
    </fieldset>
  );
}
