import { adminPayments } from '@shared/i18n/admin/payments';
import type { AdminPaymentDetail } from '@shared/schemas/admin-payments';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { writeErrorText } from '@web/lib/write-error';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useRefundPayment } from '../api/refund-payment';
import { providerLabel } from './payment-parts';

/** These providers send the cancel after perform themselves; the admin records only a refund made by hand. */
const REPORTS_REFUNDS = new Set(['payme', 'uzum']);

/**
 * "Qaytarilgan deb belgilash" for a COMPLETED payment: records a refund made in the provider's
 * cabinet (Click has no refund callback), after a confirmation with a required reason.
 */
export function RefundPaymentButton({ payment }: { payment: AdminPaymentDetail['payment'] }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const refund = useRefundPayment(payment.id);
  const provider = providerLabel(payment.provider);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setError(undefined);
    }
  };
  const confirm = () => {
    if (!reason.trim()) {
      setError(adminPayments.refund.reasonRequired);
      return;
    }
    refund.mutate(reason.trim(), {
      onSuccess: () => {
        close(false);
        notifySuccess(adminPayments.refund.done);
      },
      // a refusal by rule (409: refunded meanwhile) says more than the generic text
      onError: (failure) => notifyError(writeErrorText(failure, adminPayments.refund.error)),
    });
  };

  return (
    <>
      <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" />
        {adminPayments.refund.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        title={adminPayments.refund.title}
        description={adminPayments.refund.about(provider)}
        confirmLabel={adminPayments.refund.confirm}
        destructive
        busy={refund.isPending}
        onConfirm={confirm}
      >
        {REPORTS_REFUNDS.has(payment.provider) ? (
          <p className="text-sm text-muted-foreground">{adminPayments.refund.providerReports(provider)}</p>
        ) : null}
        <FormField id="refund-reason" label={adminPayments.refund.reason} error={error}>
          {(field) => (
            <Textarea
              {...field}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              placeholder={adminPayments.refund.reasonPlaceholder}
              maxLength={500}
              rows={3}
              required
            />
          )}
        </FormField>
      </ConfirmDialog>
    </>
  );
}
