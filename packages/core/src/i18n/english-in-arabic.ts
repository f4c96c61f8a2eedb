import type { PartialResource, Resource } from './en';

type Tree = { [key: string]: string | Tree };

/** A text kept one left-to-right piece in a right-to-left line: U+2066 (left-to-right isolate) … U+2069 (pop). */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** The plural forms i18next asks Arabic for (`key_zero` … `key_other`); English has `_one` and `_other`. */
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL = /^(.+)_(one|other)$/;
/** English's form whose text stands for one of Arabic's: "1 diary" for one, "0 diaries", "3 diaries"… for the rest. */
const englishFormFor = (arabicForm: (typeof ARABIC_PLURALS)[number]) => (arabicForm === 'one' ? 'one' : 'other');

/**
 * Arabic is partial: what it lacks is shown in English. In a right-to-left page an English text laid out bare reads
 * wrong: "1 diary" becomes "diary 1", a sentence's full stop moves to its start, and a count "2 / 3" reads "3 / 2". So
 * each English text Arabic takes is a left-to-right isolate, given as Arabic's own text instead of left to i18next's
 * fallback; an English plural is given for each of Arabic's forms, as Arabic's rules ask for them (`_few` for 3).
 */
export function arabicWithEnglish(english: Resource, arabic: PartialResource): Resource {
  return merged(english as unknown as Tree, arabic as Tree) as unknown as Resource;
}

function merged(english: Tree, arabic: Tree): Tree {
  const result: Tree = {};
  for (const [key, text] of Object.entries(english)) {
    const own = arabic[key];
    if (typeof text !== 'string') {
      result[key] = merged(text, typeof own === 'object' ? own : {});
      continue;
    }
    const plural = PLURAL.exec(key);
    if (plural) Object.assign(result, arabicPlural(plural[1]!, plural[2] as 'one' | 'other', text, arabic));
    else result[key] = typeof own === 'string' ? own : leftToRight(text);
  }
  return result;
}

/** An English plural's form as Arabic's: Arabic's own forms where it has any, else this text for each form it stands for. */
function arabicPlural(base: string, form: 'one' | 'other', text: string, arabic: Tree): Tree {
  const own = ARABIC_PLURALS.flatMap((arabicForm) => {
    const arabicText = arabic[`${base}_${arabicForm}`];
    return typeof arabicText === 'string' ? [[`${base}_${arabicForm}`, arabicText] as const] : [];
  });
  if (own.length > 0) return Object.fromEntries(own);
  return Object.fromEntries(
    ARABIC_PLURALS.filter((arabicForm) => englishFormFor(arabicForm) === form).map((arabicForm) => [`${base}_${arabicForm}`, leftToRight(text)]),
  );
}
