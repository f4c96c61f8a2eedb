import { z } from 'zod';
import { diaryRecordSchema } from '../diary/diary';
import { SHARE_LIST_KINDS } from '../share/share';
import { objectIdSchema } from '../wire/object-id';
import { defineRequest } from './define';
import { MAX_SKIP } from './items';
import { lazySchema } from '../wire/lazy-schema';

const group = 'Shared pages';
const author = lazySchema(() => z.object({ nicename: z.string().optional() }));
/** Where the visitor's page loads the share's photos from: it serves only what the share shows, while it is live. */
const mediaBase = lazySchema(() => z.string());
const exampleMediaBase = 'http://localhost:8787/media/s.diary.d1.1763798400.b2s…';

export const getSharedDiary = defineRequest({
  type: 'get_shared_diary',
  access: 'public',
  group,
  summary:
    'A diary a visitor may read: shared (status 2) and within one day of the share start, not private, not hidden. Anything else, an unknown id included, answers 404 (1003 once expired), so a visitor cannot tell what exists.',
  payload: z.lazy(() => z.strictObject({ objectId: objectIdSchema })),
  response: z.lazy(() => z.object({ diary: diaryRecordSchema, author, mediaBase })),
  example: {
    payload: { objectId: 'd1' },
    response: {
      diary: { objectId: 'd1', content: '今天去了西湖', datetime: { __type: 'Date', iso: '2026-11-21T06:30:00.000Z' }, gallery: [] },
      author: { nicename: '小王' },
      mediaBase: exampleMediaBase,
    },
  },
  errors: ['notFound', 'shareExpired'],
});

export const getSharedList = defineRequest({
  type: 'get_shared_list',
  access: 'public',
  group,
  summary:
    'The diaries of a shared list (an archive, location, person, story, status or weather) while its share is live. Private and hidden diaries are left out; private ones appear only as { objectId, privateStatus: true } so the page can show "Hidden content".',
  payload: z.lazy(() =>
    z.strictObject({
      listType: z.enum(SHARE_LIST_KINDS),
      listId: objectIdSchema,
      skip: z.number().int().min(0).max(MAX_SKIP).optional(),
      limit: z.number().int().min(1).max(100).optional(),
      order: z.enum(['datetime', '-datetime']).optional(),
    }),
  ),
  response: z.lazy(() =>
    z.object({
      item: z.record(z.string(), z.unknown()),
      diaryList: z.array(z.union([diaryRecordSchema, z.strictObject({ objectId: objectIdSchema, privateStatus: z.literal(true) })])),
      count: z.number().int(),
      author,
      mediaBase,
    }),
  ),
  example: {
    payload: { listType: 'location', listId: 'l1', skip: 0, limit: 20, order: '-datetime' },
    response: {
      item: { objectId: 'l1', name: '西湖', count: 2 },
      diaryList: [{ objectId: 'd1', content: '今天去了西湖', datetime: { __type: 'Date', iso: '2026-11-21T06:30:00.000Z' } }],
      count: 2,
      author: { nicename: '小王' },
      mediaBase: exampleMediaBase,
    },
  },
  errors: ['notFound', 'shareExpired'],
});
