/**
 * A legal text as both apps show it: a title, the date it takes effect, an opening and numbered
 * sections of paragraphs. The texts exist in Chinese only (seed 2 §2.11); an English reader is told so
 * (i18n `legal.noEnglishVersion`) and shown the Chinese.
 */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  /** YYYY-MM-DD. */
  readonly effectiveDate: string;
  readonly preface: readonly string[];
  readonly sections: readonly LegalSection[];
}

export const LEGAL_DOCUMENT_KINDS = ['agreement', 'policy'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** Both texts take effect on the same day (seed 2 §2.11). */
export const LEGAL_EFFECTIVE_DATE = '2019-08-01';

/** Sizes in the texts, as people write them: 500M, 10G. */
export function sizeText(bytes: number): string {
  const gib = 1024 ** 3;
  return bytes >= gib ? `${bytes / gib}G` : `${bytes / 1024 ** 2}M`;
}
