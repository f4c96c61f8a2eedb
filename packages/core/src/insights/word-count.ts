/**
 * How many words a text has, as a reader counts them: each Chinese (or Japanese) character is a word, as Chinese
 * word counts are given; elsewhere a run of letters or digits is one (Intl.Segmenter's word-like segments).
 * Counted by the server when a diary is saved — its text is sealed afterwards, and insights read only this number.
 */
const HAN = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/gu;
// Made on first use: not every WeChat engine has Intl.Segmenter, and only the server counts.
let segmenter: Intl.Segmenter | undefined;

export function countWords(text: string): number {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) {
    if (!segment.isWordLike) continue;
    const han = segment.segment.match(HAN)?.length ?? 0;
    // A segment mixing both ("2026年") counts its characters and, once, the rest.
    words += han > 0 ? han + (segment.segment.replace(HAN, '').length > 0 ? 1 : 0) : 1;
  }
  return words;
}
