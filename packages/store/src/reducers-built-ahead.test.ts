import { describe, expect, it } from 'vitest';
import { createMemoryPlatform } from './platform/memory-platform';
import { buildReducersAhead, createDiaryStore } from './store';

const made = () => createDiaryStore(createMemoryPlatform({ answers: {} }), { apiBaseUrl: 'http://diary.test', siteUrl: 'https://diary.example' });

describe('reducers built ahead of the store', () => {
  it('builds each part of the state in turn, giving the main thread back once a task has had its time, not before', async () => {
    const parts = Object.keys(made().getState());
    let givenBack = 0;
    // A task's time already spent after each part: the thread is given back after every one.
    await buildReducersAhead(async () => void (givenBack += 1), 0);
    expect(givenBack).toBe(parts.length);
    let fast = 0;
    await buildReducersAhead(async () => void (fast += 1), 60_000);
    expect(fast).toBe(0);
  });
});
