import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ERRORS, REQUEST_TIMEOUT_MS } from '@diary/core';
import { workerExecArgv } from '../src/workers';
import { call, callOnNewConnection, childrenOf, ended, isWriter, signedInChild, startChild, untilWritersUp, workersOf } from './support/child-server';
import { DB_KIND, newPhone } from './support/server';

const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));
const childServer = async (prefix: string, workers: number, extraEnv: Record<string, string> = {}) => {
  const started = await signedInChild(prefix, workers, extraEnv);
  children.push(started.child);
  return started;
};

async function until(condition: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Four writers saving the client's diary-save batch (a diary and its story's Increment) as fast as they can.
 * A save counts as acknowledged only when it was answered 200; one whose connection died is not, and its
 * writer goes on with the next (`giveUpOnError: false`) or stops (the server is gone).
 *
 * Like the apps, a writer gives up on a request after the clients' timeout: a new connection that the primary
 * process was handing to a worker as it was killed is never answered (Node's cluster keeps its end open until a
 * worker accepts it, and the one it was sent to is gone).
 */
function saveDiaries(port: number, token: string, tag: string, giveUpOnError: boolean) {
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const saved = await call(
          port,
          'batch_op_items',
          {
            requests: [
              {
                method: 'POST',
                className: 'diary',
                body: {
                  content: `w${w}-${i}`,
                  datetime: { __type: 'Date', iso: '2026-11-21T06:00:00.000Z' },
                  todayonhistory: '1121',
                  weather: 1 + (i % 3),
                  tag: [{ __type: 'Pointer', className: 'tag', objectId: tag }],
                },
              },
              { method: 'PUT', className: 'tag', objectId: tag, body: { count: { __op: 'Increment', amount: 1 } } },
            ],
          },
          token,
          REQUEST_TIMEOUT_MS,
        );
        if (saved.status === 200) acknowledged.push(saved.body[0].success.objectId);
      } catch {
        if (giveUpOnError) return; // the connection died with the server
      }
    }
  };
  const writers = [0, 1, 2, 3].map(writer);
  return {
    acknowledged,
    stop: async () => {
      stop = true;
      await Promise.all(writers);
    },
  };
}

/** Every acknowledged save is there, and the story's, the month's and the weathers' counts agree with the diaries stored. */
async function expectEverySaveKept(port: number, token: string, acknowledged: readonly string[]) {
  const diaries = await call(port, 'get_item_list', { className: 'diary', limit: 1000, keys: ['weather'], count: true }, token);
  expect(diaries.status).toBe(200);
  const stored = new Set((diaries.body.diaryList as Array<{ objectId: string }>).map((d) => d.objectId));
  const lost = acknowledged.filter((id) => !stored.has(id));
  expect(lost).toEqual([]);
  const total = diaries.body.count as number;
  expect(total).toBeGreaterThanOrEqual(acknowledged.length);

  const tags = await call(port, 'get_item_list', { className: 'tag' }, token);
  expect(tags.body.tagList[0].count).toBe(total);
  const archives = await call(port, 'get_item_list', { className: 'archive' }, token);
  expect(archives.body.archiveList.map((a: any) => a.count)).toEqual([total]);
  const weathers = await call(port, 'get_item_list', { className: 'weather', limit: 10 }, token);
  const byCode = new Map<number, number>();
  for (const d of diaries.body.diaryList as Array<{ weather: number }>) byCode.set(d.weather, (byCode.get(d.weather) ?? 0) + 1);
  for (const w of weathers.body.weatherList) expect(w.count, `weather ${w.code}`).toBe(byCode.get(w.code));
}

describe('durability', () => {
  it('keeps every acknowledged save, with exact counts, when the server is killed with SIGKILL mid-write', async () => {
    const { dir, env, port, child: first, token } = await childServer('diary-kill-', 1);
    await call(port, 'startFreeTrial', {}, token);
    const tag = (await call(port, 'add_item', { className: 'tag', data: { name: 'kill' } }, token)).body.objectId;

    const saving = saveDiaries(port, token, tag, true);
    await until(() => saving.acknowledged.length >= 150, '150 saves');
    first.kill('SIGKILL');
    await saving.stop();
    await ended(first);

    const second = await startChild(env, port);
    children.push(second);
    await expectEverySaveKept(port, token, saving.acknowledged);
    second.kill('SIGTERM');
    await ended(second);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finishes requests in flight on SIGTERM, then closes the database and exits 0', async () => {
    // Two workers: the primary passes the signal on and exits once both have finished.
    const { dir, env, port, child, token } = await childServer('diary-term-', 2);

    const exited = ended(child);
    const inFlight = Array.from({ length: 10 }, (_, i) =>
      call(port, 'add_item', { className: 'tag', data: { name: `t${i}` } }, token).catch(() => ({ status: 0, body: {} })),
    );
    await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(await exited).toBe(0);
    const accepted = answers.filter((a) => a.status === 200).length;

    const again = await startChild(env, port);
    children.push(again);
    const tags = await call(port, 'get_item_list', { className: 'tag', count: true }, token);
    expect(tags.body.count).toBe(accepted);
    again.kill('SIGTERM');
    await ended(again);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/**
 * Four writers save while the process `victimOf` picks is killed with SIGKILL after 60 acknowledged saves; the
 * saves go on (30 more), another takes its place (`replaced`), 60 more are acknowledged. Then every acknowledged
 * save is there with exact counts, and the server still stops cleanly.
 */
async function killUnderSaves(prefix: string, victimOf: (child: ChildProcess) => number, replaced: (child: ChildProcess, victim: number) => boolean) {
  const { dir, port, child, token } = await childServer(prefix, 2);
  await call(port, 'startFreeTrial', {}, token);
  const tag = (await call(port, 'add_item', { className: 'tag', data: { name: 'killed' } }, token)).body.objectId;
  const victim = victimOf(child);

  const saving = saveDiaries(port, token, tag, false);
  await until(() => saving.acknowledged.length >= 60, '60 saves');
  process.kill(victim, 'SIGKILL');
  const atKill = saving.acknowledged.length;
  await until(() => saving.acknowledged.length >= atKill + 30, '30 saves after the kill');
  await until(() => replaced(child, victim), 'another in its place');
  const atReplaced = saving.acknowledged.length;
  await until(() => saving.acknowledged.length >= atReplaced + 60, '60 saves after that');
  await saving.stop();

  await expectEverySaveKept(port, token, saving.acknowledged);
  child.kill('SIGTERM');
  expect(await ended(child)).toBe(0);
  fs.rmSync(dir, { recursive: true, force: true });
}

describe('several worker processes', () => {
  it('loses no acknowledged save when one worker is killed with SIGKILL mid-write; another takes its place', async () => {
    await killUnderSaves(
      'diary-worker-kill-',
      (child) => {
        const [victim, survivor] = workersOf(child);
        expect(survivor).toBeDefined();
        return victim!;
      },
      (child, victim) => workersOf(child).length === 2 && !workersOf(child).includes(victim),
    );
    // Two workers, a restart and four writers on a machine busy with the other test projects: time to spare.
  }, 120_000);

  it('counts the sign-in limit across the workers: a client cannot double it by landing on both', async () => {
    const { dir, port, child } = await childServer('diary-worker-limit-', 2, { DIARY_SIGN_IN_REQUESTS_PER_MINUTE: '6' });
    // Signing the test user in took two requests of the six.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await callOnNewConnection(port, 'verifySmsCode', { mobilePhoneNumber: newPhone(), smsCode: '123456' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    child.kill('SIGTERM');
    await ended(child);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts each worker with a heap floor, 128 MB unless DIARY_WORKER_HEAP_FLOOR_MB says otherwise (0: none)', async () => {
    const heapFlags = (pid: number) =>
      fs
        .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .filter((arg) => arg.startsWith('--initial-'));
    for (const [floor, expected] of [
      [undefined, ['--initial-old-space-size=128']],
      ['0', []],
    ] as const) {
      const { dir, child } = await childServer('diary-worker-heap-', 2, floor === undefined ? {} : { DIARY_WORKER_HEAP_FLOOR_MB: floor });
      // The writer too, on the embedded database (writer.ts).
      const started = childrenOf(child);
      expect(started.length).toBeGreaterThanOrEqual(2);
      expect(started.map(heapFlags)).toEqual(started.map(() => expected));
      child.kill('SIGTERM');
      await ended(child);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // A heap start given on the server's own command line is the operator's, and the workers keep it.
    expect(workerExecArgv(['--initial-heap-size=512'], 128)).toEqual(['--initial-heap-size=512']);
    expect(workerExecArgv(['--initial-old-space-size=64', '--enable-source-maps'], 128)).toEqual(['--initial-old-space-size=64', '--enable-source-maps']);
    expect(workerExecArgv(['--enable-source-maps'], 128)).toEqual(['--enable-source-maps', '--initial-old-space-size=128']);
  });

  it('has one more process write the diaries for the workers on the embedded database (none on PostgreSQL, or when switched off)', async () => {
    const { dir, port, child, token } = await childServer('diary-writer-', 2);
    const writers = childrenOf(child).filter(isWriter);
    expect(workersOf(child)).toHaveLength(2);
    expect(writers).toHaveLength(DB_KIND === 'sqlite' ? 1 : 0);
    const tag = (await call(port, 'add_item', { className: 'tag', data: { name: 'written' } }, token)).body.objectId;

    // A refusal made in the writer is answered as the same refusal.
    const missing = await call(
      port,
      'add_item',
      {
        className: 'diary',
        data: {
          content: 'x',
          datetime: { __type: 'Date', iso: '2026-11-21T06:00:00.000Z' },
          tag: [{ __type: 'Pointer', className: 'tag', objectId: 'nosuchtag1' }],
        },
      },
      token,
    );
    expect([missing.status, missing.body.code]).toEqual([API_ERRORS.notFound.status, API_ERRORS.notFound.code]);
    const twice = await call(port, 'add_item', { className: 'tag', data: { name: 'written' } }, token);
    expect([twice.status, twice.body.code]).toEqual([API_ERRORS.duplicateName.status, API_ERRORS.duplicateName.code]);

    if (DB_KIND === 'sqlite') {
      // With the writer stopped, every save waits for it, whichever worker takes it, and reads do not. Both workers must
      // know it is up first: one that does not yet writes itself (CI once saw all four saves answered so).
      await untilWritersUp(port, 2);
      process.kill(writers[0]!, 'SIGSTOP');
      const saves = [0, 1, 2, 3].map((i) =>
        callOnNewConnection(
          port,
          'add_item',
          {
            className: 'diary',
            data: {
              content: `held ${i}`,
              datetime: { __type: 'Date', iso: '2026-11-21T06:00:00.000Z' },
              tag: [{ __type: 'Pointer', className: 'tag', objectId: tag }],
            },
          },
          token,
        ),
      );
      let answered = 0;
      for (const save of saves) void save.then(() => answered++);
      const read = await callOnNewConnection(port, 'get_item_list', { className: 'tag' }, token);
      expect(read.status).toBe(200);
      await new Promise((r) => setTimeout(r, 500));
      expect(answered).toBe(0);
      process.kill(writers[0]!, 'SIGCONT');
      expect((await Promise.all(saves)).map((save) => save.status)).toEqual([200, 200, 200, 200]);
    }
    child.kill('SIGTERM');
    expect(await ended(child)).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });

    const off = await childServer('diary-writer-off-', 2, { DIARY_WRITER_PROCESS: 'false' });
    expect(childrenOf(off.child).filter(isWriter)).toEqual([]);
    off.child.kill('SIGTERM');
    await ended(off.child);
    fs.rmSync(off.dir, { recursive: true, force: true });
  });

  it.runIf(DB_KIND === 'sqlite')(
    'loses no acknowledged save when the writer is killed with SIGKILL mid-write; the workers write until another takes its place',
    async () => {
      await killUnderSaves(
        'diary-writer-kill-',
        (child) => childrenOf(child).find(isWriter)!,
        (child, victim) => childrenOf(child).some((pid) => pid !== victim && isWriter(pid)),
      );
    },
    120_000,
  );
});
