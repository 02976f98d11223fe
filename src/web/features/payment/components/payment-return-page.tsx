/** Placeholder until the live payment status page lands (issue 14). */
export function PaymentReturnPage() {
  return <h1 className="text-2xl font-bold">To'lov holati</h1>;
}
