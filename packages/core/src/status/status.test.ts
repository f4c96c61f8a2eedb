import { describe, expect, it } from 'vitest';
import { pointer } from '../wire/pointer';
import { addRecentEmoji, RECENT_EMOJI_MAX } from './recent-emoji';
import { groupStatuses, NO_STATUS_ID, selectStatus } from './status-selection';

describe('choosing a status', () => {
  it('"do not set status" leaves the diary without one', () => {
    expect(selectStatus('s1', NO_STATUS_ID)).toBeNull();
  });

  it('choosing the current status again clears it; another replaces it', () => {
    expect(selectStatus('s1', 's1')).toBeNull();
    expect(selectStatus('s1', 's2')).toBe('s2');
    expect(selectStatus(null, 's2')).toBe('s2');
  });

  it('the picker lists groups by position; ungrouped statuses go under "More"', () => {
    const groups = [
      { objectId: 'g2', name: 'Later', position: 2 },
      { objectId: 'g1', name: 'First', position: 1 },
    ];
    const statuses = [
      { objectId: 'a', position: 2, group: pointer('group', 'g1') },
      { objectId: 'b', position: 1, group: pointer('group', 'g1') },
      { objectId: 'c', group: pointer('group', 'deleted') },
      { objectId: 'd', group: null },
    ];
    const sections = groupStatuses(statuses, groups);
    expect(sections.map((s) => s.group.objectId)).toEqual(['g1', 'more']);
    expect(sections[0]!.statuses.map((s) => s.objectId)).toEqual(['b', 'a']);
    expect(sections[1]!.statuses.map((s) => s.objectId)).toEqual(['c', 'd']);
  });
});

describe('recent emoji', () => {
  it('are unique, newest first, at most 28', () => {
    expect(addRecentEmoji(['😀', '👍'], '👍')).toEqual(['👍', '😀']);
    const full = Array.from({ length: 28 }, (_, i) => String.fromCodePoint(0x1f600 + i));
    const next = addRecentEmoji(full, '🎉');
    expect(next).toHaveLength(RECENT_EMOJI_MAX);
    expect(next[0]).toBe('🎉');
    expect(next).not.toContain(full[27]);
  });
});
