import { describe, expect, it } from 'vitest';
import { answerParts, citedNumbers } from './citations';

describe("an answer's citations", () => {
  it('cuts the answer into words and the diaries it cites, leaving numbers no diary has and a half-written one as words', () => {
    expect(answerParts('On 20 November [1], and before [2][1]. See [9]', 2)).toEqual([
      { text: 'On 20 November ' },
      { cite: 1 },
      { text: ', and before ' },
      { cite: 2 },
      { cite: 1 },
      { text: '. See [9]' },
    ]);
    expect(answerParts('You walked [1', 2)).toEqual([{ text: 'You walked [1' }]);
    expect(answerParts('[0] [3]', 2)).toEqual([{ text: '[0] [3]' }]);
  });

  it('lists each cited number once, in the order first cited', () => {
    expect(citedNumbers('[2] then [1] and [2] again, not [4]', 3)).toEqual([2, 1]);
  });
});
