import { adminPayments } from '@shared/i18n/admin/payments';
import { UrlPagedSection } from '@web/components/admin-list/url-paged-section';
import { pagedListTexts } from '@web/components/paged-list-section';
import { Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { usePayments } from '../api/get-payments';
import { hasPaymentFilters, PAYMENT_PAGE_SIZE, readPaymentParams } from '../payment-list-params';
import { PaymentList } from './payment-list';

const t = adminPayments;

/** The page of payments the URL asks for, with its loading, error, empty and paging states. */
export function PaymentsSection({ onOpen }: { onOpen: (paymentId: string) => void }) {
  const [searchParams] = useSearchParams();
  const params = readPaymentParams(searchParams);
  const payments = usePayments(params);
  return (
    <UrlPagedSection
      query={payments}
      page={params.page}
      pageSize={PAYMENT_PAGE_SIZE}
      filtered={hasPaymentFilters(params)}
      isEmpty={(page) => page.payments.length === 0}
      emptyIcon={Wallet}
      texts={pagedListTexts(t, t.loadError)}
    >
      {(page) => <PaymentList payments={page.payments} onOpen={onOpen} />}
    </UrlPagedSection>
  );
}
