import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDurableQueue } from './queue.server';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'booking-queue-'));
  dirs.push(dir);
  return path.join(dir, 'jobs');
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('durable queue', () => {
  it('writes one complete JSON file per job and leaves no temporary files', async () => {
    const dir = tempDir();
    const queue = createDurableQueue<{ n: number }>(dir);
    expect(await queue.add('job-1', { n: 1 }, 1000)).toBe(true);
    expect(readdirSync(dir)).toEqual(['job-1.json']);
    const stored = JSON.parse(readFileSync(path.join(dir, 'job-1.json'), 'utf8'));
    expect(stored).toMatchObject({ id: 'job-1', payload: { n: 1 }, attempts: 0, notBefore: 1000 });
  });

  it('adds a job only once (idempotent by id)', async () => {
    const queue = createDurableQueue<{ n: number }>(tempDir());
    expect(await queue.add('same', { n: 1 })).toBe(true);
    expect(await queue.add('same', { n: 2 })).toBe(false);
    const jobs = await queue.list();
    expect(jobs.map((job) => job.payload.n)).toEqual([1]);
  });

  it('survives a new queue instance (a restart) and removes delivered jobs', async () => {
    const dir = tempDir();
    await createDurableQueue<string>(dir).add('a', 'first', 1);
    await createDurableQueue<string>(dir).add('b', 'second', 2);
    const reopened = createDurableQueue<string>(dir);
    expect((await reopened.list()).map((job) => job.id)).toEqual(['a', 'b']);
    await reopened.remove('a');
    expect(await reopened.has('a')).toBe(false);
    expect((await reopened.list()).map((job) => job.id)).toEqual(['b']);
  });

  it('updates attempts atomically', async () => {
    const dir = tempDir();
    const queue = createDurableQueue<string>(dir);
    await queue.add('a', 'x', 1);
    const [job] = await queue.list();
    await queue.update({ ...job!, attempts: 3, notBefore: 99, lastError: 'down' });
    expect(await queue.list()).toMatchObject([
      { id: 'a', attempts: 3, notBefore: 99, lastError: 'down' },
    ]);
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('refuses ids that could leave the folder', async () => {
    const queue = createDurableQueue<string>(tempDir());
    await expect(queue.add('../evil', 'x')).rejects.toThrow('invalid job id');
    await expect(queue.add('.hidden', 'x')).rejects.toThrow('invalid job id');
  });

  it('keeps the kind of each job, so one queue can hold several kinds', async () => {
    const dir = tempDir();
    const queue = createDurableQueue<string>(dir, { defaultKind: 'booking' });
    await queue.add('a', 'request', 1);
    await queue.add('b', 'report', 2, 'barrier-report');
    const reopened = createDurableQueue<string>(dir, { defaultKind: 'booking' });
    expect((await reopened.list()).map(({ id, kind }) => [id, kind])).toEqual([
      ['a', 'booking'],
      ['b', 'barrier-report'],
    ]);
  });

  it('reads a job written before jobs had kinds as the default kind', async () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    const old = {
      id: 'old',
      payload: 'x',
      attempts: 2,
      notBefore: 5,
      createdAt: 1,
      lastError: null,
    };
    writeFileSync(path.join(dir, 'old.json'), JSON.stringify(old));
    const queue = createDurableQueue<string>(dir, { defaultKind: 'booking' });
    expect(await queue.list()).toEqual([{ ...old, kind: 'booking' }]);
    expect(await queue.get('old')).toEqual({ ...old, kind: 'booking' });
  });

  it('reads one waiting job by its id, and null once it is gone', async () => {
    const queue = createDurableQueue<{ n: number }>(tempDir());
    expect(await queue.get('a')).toBeNull();
    await queue.add('a', { n: 1 }, 7, 'barrier-report');
    expect(await queue.get('a')).toMatchObject({
      id: 'a',
      kind: 'barrier-report',
      payload: { n: 1 },
    });
    await queue.remove('a');
    expect(await queue.get('a')).toBeNull();
  });

  it('moves a given-up job with its kind into the dead-letter folder', async () => {
    const dir = tempDir();
    const queue = createDurableQueue<string>(dir);
    await queue.add('r', 'report', 1, 'barrier-report');
    const [job] = await queue.list();
    const file = await queue.deadLetter(job!);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      id: 'r',
      kind: 'barrier-report',
    });
    expect(await queue.list()).toEqual([]);
  });
});
