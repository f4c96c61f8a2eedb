import { z } from 'zod';
import { insightsSchema } from '../insights/insights';
import { calendarDaySchema, insightsPeriodSchema } from '../insights/period';
import { defineRequest } from './define';

export const getInsights = defineRequest({
  type: 'getInsights',
  access: 'user',
  group: 'Insights',
  summary:
    "What the signed-in user's diaries say about a period — all time, a year or a month of their calendar: diaries and words per month and per weekday, writing streaks (the current one up to `today`, or yesterday while today has none), each day's mood, the moods with each weather, place, person and story, and the moods that stand out with them (core insights/standouts.ts says when). Read from the diaries' dates, moods, weather, lists and word counts: the text stays sealed. `today` is the client's calendar day (the server's time zone's when absent).",
  payload: z.lazy(() => z.strictObject({ period: insightsPeriodSchema, today: calendarDaySchema.optional() })),
  response: insightsSchema,
  example: {
    payload: { period: '2026', today: '2026-11-21' },
    response: {
      period: '2026',
      today: '2026-11-21',
      diaries: 3,
      words: 120,
      daysWritten: 2,
      months: [
        { month: '2026-01', diaries: 0, words: 0 },
        { month: '2026-11', diaries: 3, words: 120 },
      ],
      weekdays: [0, 0, 0, 0, 1, 2, 0],
      streaks: { current: 2, longest: 2, longestEnd: '2026-11-21' },
      days: [
        { day: '2026-11-20', diaries: 1, status: 'st8Hj2kLm0Pq' },
        { day: '2026-11-21', diaries: 2, status: 'st8Hj2kLm0Pq' },
      ],
      moods: [{ status: 'st8Hj2kLm0Pq', diaries: 3 }],
      statuses: [{ id: 'st8Hj2kLm0Pq', name: '开心', emoji: '😀', group: 'gr2kD9fLq1Zx', position: 0 }],
      weather: [{ id: '1', diaries: 2, moods: [{ status: 'st8Hj2kLm0Pq', diaries: 2 }] }],
      places: [{ id: 'lc3Jd8sK2mQa', name: '西湖', diaries: 2, moods: [{ status: 'st8Hj2kLm0Pq', diaries: 2 }] }],
      people: [],
      stories: [],
      standouts: [],
    },
  },
});
