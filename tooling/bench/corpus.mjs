// The generated corpus the benchmarks write: Chinese and English-like words drawn with a Zipf law, 20–120 words a
// diary, the same every run (a seeded generator). Also sorts a sample of the words by how many diaries contain them.

// mulberry32: a small seeded generator, so every run writes the same corpus.
export function seeded(start = 7) {
  let seed = start;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A vocabulary of 6,000 Chinese words (two or three characters) and 2,000 English-like words, in a fixed order. */
function vocabulary(rand) {
  const hanzi =
    '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处理府研质';
  const chinese = new Set();
  while (chinese.size < 6000) {
    const length = rand() < 0.5 ? 2 : 3;
    chinese.add(Array.from({ length }, () => hanzi[Math.floor(rand() * hanzi.length)]).join(''));
  }
  // English-like words: letters drawn with English's letter frequencies, 3–9 of them.
  const letters = 'eeeeeeeeeeeetttttttttaaaaaaaaooooooooiiiiiiinnnnnnnsssssshhhhhhrrrrrrddddllllcccuuummmwwffggyyppbbvkjxqz';
  const english = new Set();
  while (english.size < 2000) english.add(Array.from({ length: 3 + Math.floor(rand() * 7) }, () => letters[Math.floor(rand() * letters.length)]).join(''));
  // Interleaved so both languages have common and rare words.
  const chineseList = [...chinese];
  const englishList = [...english];
  const words = [];
  for (let i = 0; i < chineseList.length; i++) {
    words.push(chineseList[i]);
    if (i % 3 === 0 && englishList.length > 0) words.push(englishList.pop());
  }
  return words;
}

/** Zipf-distributed draws from the vocabulary (rank r weighs 1 / r). */
function zipf(words, rand) {
  const weights = words.map((_, r) => 1 / (r + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  return () => {
    const x = rand();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo];
  };
}

export function corpus(diaries, rand = seeded()) {
  const words = vocabulary(rand);
  const draw = zipf(words, rand);
  const texts = [];
  for (let i = 0; i < diaries; i++) {
    const count = 20 + Math.floor(rand() * 100);
    const parts = [];
    for (let w = 0; w < count; w++) {
      const word = draw();
      parts.push(/^[a-z]/.test(word) ? ` ${word} ` : word);
      if (w % 9 === 8) parts.push('。');
    }
    texts.push(parts.join('').replace(/ +/g, ' ').trim());
  }
  // Document frequency of a sample of the words (as a substring, as the search counts), to sort keywords into kinds.
  const sample = words.filter((_, i) => i % 5 === 0);
  const df = new Map(sample.map((word) => [word, texts.reduce((n, text) => n + (text.includes(word) ? 1 : 0), 0)]));
  const kinds = { rare: [], medium: [], common: [] };
  for (const [word, n] of df) {
    // A word no diary has is no keyword of any kind (a small corpus leaves many unused).
    if (n === 0) continue;
    const share = n / diaries;
    if (share <= 0.005) kinds.rare.push(word);
    else if (share <= 0.05) kinds.medium.push(word);
    else if (share <= 0.3) kinds.common.push(word);
  }
  return { texts, kinds, df };
}
