/** Placeholder until issue 10's page lands here. */
export function QuestionEditorPage() {
  return null;
}
