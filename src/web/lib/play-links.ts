/** The search parameter of a link that already said "Davom ettirish": the play page asks no more. */
export const RESUME_PARAM = 'resume';

/** The play page of a quiz, resuming the learner's session on this device straight away. */
export const resumePlayPath = (quizId: string) => `/quiz/${encodeURIComponent(quizId)}/play?${RESUME_PARAM}`;
