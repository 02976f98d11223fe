/** Placeholder until issue 10's page lands here. */
export function AdminQuizzesPage() {
  return null;
}
