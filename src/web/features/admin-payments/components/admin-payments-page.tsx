import { adminPayments } from '@shared/i18n/admin/payments';
import { AdminListPage } from '@web/components/admin-list/admin-list-page';
import { ExportButton } from '@web/components/admin-list/export-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadPaymentsCsv } from '../api/export-payments';
import { type PaymentView, readPaymentParams, withView } from '../payment-list-params';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { PaymentFilters } from './payment-filters';
import { PaymentsSection } from './payments-section';
import { ReconciliationView } from './reconciliation-view';

const t = adminPayments;

/**
 * /admin/payments: every payment with its provider transactions, filtered on the server and
 * exported as CSV, one payment's raw callbacks in a dialog, and Payme's statement reconciled
 * (?view=reconciliation, so a link can open it).
 */
export function AdminPaymentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readPaymentParams(searchParams);
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <AdminListPage
      title={t.title}
      subtitle={t.subtitle}
      // the export is of the list's filters, so it stands beside the list only
      actions={
        params.view === 'list' ? (
          <ExportButton
            download={() => downloadPaymentsCsv(params)}
            texts={{ label: t.exportCsv, busy: t.exporting, error: t.exportError }}
          />
        ) : null
      }
    >
      <Tabs
        value={params.view}
        onValueChange={(view) => setSearchParams((prev) => withView(prev, view as PaymentView))}
      >
        <TabsList>
          <TabsTrigger value="list">{t.listTab}</TabsTrigger>
          <TabsTrigger value="reconciliation">{t.reconciliationTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="list" className="mt-4 flex flex-col gap-6">
          <PaymentFilters />
          <PaymentsSection onOpen={setOpened} />
        </TabsContent>
        <TabsContent value="reconciliation" className="mt-4">
          <ReconciliationView />
        </TabsContent>
      </Tabs>
      <PaymentDetailDialog paymentId={opened} onClose={() => setOpened(null)} />
    </AdminListPage>
  );
}
