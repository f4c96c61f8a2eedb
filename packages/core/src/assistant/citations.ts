/** A piece of an answer as a client draws it: words, or a citation of the diary numbered n among those the server sent. */
export type AnswerPart = { text: string } | { cite: number };

// A citation as the prompt asks for it: [2]. Up to three digits: the prompt never numbers more diaries than that.
const CITATION = /\[(\d{1,3})\]/g;

/**
 * The answer cut into words and citations. A number no diary has stays words, and so does a citation still being
 * written ("[1" at the end of a piece): the next piece completes it.
 */
export function answerParts(answer: string, diaryCount: number): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let from = 0;
  for (const match of answer.matchAll(CITATION)) {
    const n = Number(match[1]);
    if (n < 1 || n > diaryCount) continue;
    if (match.index > from) parts.push({ text: answer.slice(from, match.index) });
    parts.push({ cite: n });
    from = match.index + match[0].length;
  }
  if (from < answer.length) parts.push({ text: answer.slice(from) });
  return parts;
}

/** The numbers an answer cites, each once, in the order first cited; a number no diary has is left out. */
export function citedNumbers(answer: string, diaryCount: number): number[] {
  const cited = answerParts(answer, diaryCount).flatMap((part) => ('cite' in part ? [part.cite] : []));
  return [...new Set(cited)];
}
