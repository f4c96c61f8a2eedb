import { describe, expect, it } from 'vitest';
import { FREE_DIARY_CAP } from '../pro/action-gate';
import { AGREEMENT, LEGAL_EFFECTIVE_DATE, POLICY, sizeText } from './index';

const text = (doc: typeof AGREEMENT) => [doc.title, ...doc.preface, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n');

describe('the agreement and the policy (seed 2 §2.11)', () => {
  it('take effect on 2019-08-01 and are written in Chinese', () => {
    expect(LEGAL_EFFECTIVE_DATE).toBe('2019-08-01');
    for (const doc of [AGREEMENT, POLICY]) {
      expect(doc.effectiveDate).toBe('2019-08-01');
      const body = text(doc);
      // Mostly Han characters: no English version exists.
      expect((body.match(/[\u4e00-\u9fff]/g) ?? []).length / body.length).toBeGreaterThan(0.6);
    }
  });

  it('state the product’s own limits from core’s constants', () => {
    expect(text(AGREEMENT)).toContain(`最多可保存 ${FREE_DIARY_CAP} 篇日记`);
    expect(text(AGREEMENT)).toContain('500M');
    expect(text(AGREEMENT)).toContain('10G');
    expect(sizeText(10 * 1024 ** 3)).toBe('10G');
  });

  it('says what happens to data: codes, EXIF on shares, the vendors, export, deletion, no selling', () => {
    const policy = text(POLICY);
    for (const fact of ['10 分钟内有效', 'unionid', 'EXIF', 'S3', '七牛云', '腾讯位置服务', 'QWeather', '1 天后失效', 'HTML', '不使用 Cookie', '不出售']) {
      expect(policy, fact).toContain(fact);
    }
  });
});
