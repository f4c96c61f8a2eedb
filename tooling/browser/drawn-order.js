// Where characters are drawn on the screen, for both clients' tests of text direction (Arabic's right-to-left line).

/**
 * The characters of the first of `scope`'s texts that is not blank and match `wanted` (a pattern for one character),
 * in the order they are drawn from left to right: how a reader sees "1 / 3" or a full stop placed, whatever the
 * order they are stored in.
 * @param {import('playwright-core').Locator} scope
 * @param {string} wanted
 */
export function drawnLeftToRight(scope, wanted) {
  return scope.first().evaluate((el, pattern) => {
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let text = texts.nextNode();
    while (text && !text.textContent?.trim()) text = texts.nextNode();
    if (!text?.textContent) return '';
    const drawn = [...text.textContent].flatMap((char, at) => {
      if (!new RegExp(pattern).test(char)) return [];
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return [{ char, x: range.getBoundingClientRect().left }];
    });
    return drawn
      .sort((a, b) => a.x - b.x)
      .map((d) => d.char)
      .join('');
  }, wanted);
}
