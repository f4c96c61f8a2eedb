import { foldCase } from '../../db/keyword';
import { TEXT_PASSES, TEXT_SENSITIVE, type TextChecker } from './text-check';

/** A list of words from configuration: a text containing any of them (ignoring case) is sensitive. */
export function keywordTextChecker(words: readonly string[]): TextChecker {
  const folded = words.map((w) => foldCase(w.trim())).filter(Boolean);
  return {
    name: 'keywords',
    async check(content) {
      const text = foldCase(content);
      return folded.some((word) => text.includes(word)) ? TEXT_SENSITIVE : TEXT_PASSES;
    },
  };
}
