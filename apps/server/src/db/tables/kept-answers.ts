/** A question and its answer the person chose to keep (assistant/kept-answers.ts; the 2026-12-06 migration). */
export interface KeptAnswerTable {
  user: string;
  id: string;
  /** ISO 8601. */
  askedAt: string;
  /** Sealed (the owner's data key): JSON of the question, the answer and the diaries it was answered from. */
  sealed: string;
}
