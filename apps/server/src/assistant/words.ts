/** Words that ask or join rather than tell: never looked for, never compared. */
const FILLER = new Set(
  (
    'what when where which who whom whose why how did does do done the and with was were are is am have has had my me mine ' +
    'last about feel feeling felt time times day days diary diaries write wrote written there that this those these from into ' +
    'at in on to of for it an by we us our you your he she they them his her its or as be so if up any some ' +
    '什么 时候 哪里 哪儿 怎么 怎样 为什么 我的 我们 一下 最近 上次 感觉 日记 写过 那天 那时 时间 一起 有没有 是不是 还是'
  ).split(' '),
);

/** The words of a text worth looking for or comparing, each once (split by Intl.Segmenter, so Chinese too). */
export function meaningfulWords(text: string): string[] {
  const words = [...new Intl.Segmenter('zh', { granularity: 'word' }).segment(text.toLowerCase())]
    .filter((part) => part.isWordLike && [...part.segment].length >= 2 && !FILLER.has(part.segment))
    .map((part) => part.segment);
  return [...new Set(words)];
}
