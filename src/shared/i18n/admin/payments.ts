/** The admin's payments page (issue 14): every payment with its provider, and Payme reconciliation. */
export const adminPayments = {
  navLabel: "To'lovlar",
  title: "To'lovlar",
} as const;
