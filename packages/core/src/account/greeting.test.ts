import { describe, expect, it } from 'vitest';
import { avatarInitial, greeting, greetingKey, type Translate } from './greeting';

const at = (hhmm: string) => new Date(`2026-11-21T${hhmm}:00+08:00`);
const t: Translate = (key, params) => (params ? `${key}(${Object.values(params).join('|')})` : key);

describe('dashboard greeting', () => {
  it.each([
    ['00:00', 'greeting.lateNight'],
    ['05:59', 'greeting.lateNight'],
    ['06:00', 'greeting.morning'],
    ['11:59', 'greeting.morning'],
    ['12:00', 'greeting.afternoon'],
    ['17:59', 'greeting.afternoon'],
    ['18:00', 'greeting.evening'],
    ['23:59', 'greeting.evening'],
  ])('at %s it is %s', (time, key) => {
    expect(greetingKey(at(time))).toBe(key);
  });

  it('appends the nickname after a comma when there is one', () => {
    expect(greeting(at('07:00'), '小王', t)).toBe('greeting.withNickname(greeting.morning|小王)');
    expect(greeting(at('07:00'), '  ', t)).toBe('greeting.morning');
    expect(greeting(at('07:00'), null, t)).toBe('greeting.morning');
  });
});

describe('the initial that stands in for an avatar', () => {
  it("is the nickname's first character, a whole emoji too, else a smile", () => {
    expect(avatarInitial(' 小明')).toBe('小');
    expect(avatarInitial('🐱 Mimi')).toBe('🐱');
    expect(avatarInitial('  ')).toBe('🙂');
    expect(avatarInitial(undefined)).toBe('🙂');
  });
});
