import type { TestServer } from './server';

export const ptr = (className: string, objectId: string) => ({ __type: 'Pointer', className, objectId });
export const date = (iso: string) => ({ __type: 'Date', iso });

/** Creates a record with add_item and answers its id; fails the test if the server refuses. */
export async function add(server: TestServer, token: string, className: string, data: Record<string, unknown>): Promise<string> {
  const answer = await server.call<{ objectId: string }>('add_item', { className, data }, token);
  if (answer.status !== 200) throw new Error(`add_item ${className} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.objectId;
}

/** A diary written on 21 November 2026, 14:30 in Shanghai, unless told otherwise. */
export function diaryBody(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { content: '今天去了西湖', datetime: date('2026-11-21T06:30:00.000Z'), todayonhistory: '1121', ...fields };
}

/** A diary on a day of the writer's calendar (noon in Shanghai), with the fields given. */
export const diaryOn = (day: string, fields: Record<string, unknown> = {}) =>
  diaryBody({ datetime: date(`${day}T04:00:00.000Z`), todayonhistory: day.slice(5, 7) + day.slice(8, 10), ...fields });

export async function list<T = Record<string, any>>(server: TestServer, token: string, className: string, query: Record<string, unknown> = {}) {
  const answer = await server.call<Record<string, unknown>>('get_item_list', { className, limit: 1000, ...query }, token);
  if (answer.status !== 200) throw new Error(`get_item_list ${className} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return { items: answer.body[`${className}List`] as T[], count: answer.body.count as number | undefined };
}
