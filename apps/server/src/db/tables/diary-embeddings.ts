/** A diary's embedding (assistant/embeddings.ts; the 2026-12-06 migration). */
export interface DiaryEmbeddingTable {
  user: string;
  diaryId: string;
  /** The embeddings model that made it: another model's rows are made again. */
  model: string;
  /** The diary's updatedAt when it was made: a diary written since is looked at again. */
  diaryUpdatedAt: string;
  /** Sealed (the owner's data key): JSON of the text's digest, the vector's dimension and the vector. */
  sealed: string;
}
