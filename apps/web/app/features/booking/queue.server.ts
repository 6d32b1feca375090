import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * A durable queue: one JSON file per job in a folder. Every write goes to a temporary file that
 * is flushed to disk (fsync) and then linked or renamed into place, and the folder itself is
 * flushed, so after a crash a job file is either complete or absent — never half written.
 */
export interface Job<T> {
  id: string;
  /**
   * What the job is, when one queue holds several kinds (booking requests and barrier reports
   * share one); jobs written before kinds existed are read as the queue's `defaultKind`.
   */
  kind: string;
  payload: T;
  attempts: number;
  /** Epoch ms before which the job is not tried again (backoff). */
  notBefore: number;
  createdAt: number;
  lastError: string | null;
}

export interface DurableQueue<T> {
  /** Stores a new job; false when a job with this id is already waiting (idempotent). */
  add(id: string, payload: T, now?: number, kind?: string): Promise<boolean>;
  has(id: string): Promise<boolean>;
  /** The waiting job with this id, or null when there is none (removed, or never added). */
  get(id: string): Promise<Job<T> | null>;
  list(): Promise<Job<T>[]>;
  /** Replaces a waiting job (attempt count, next try). */
  update(job: Job<T>): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * Gives a job up: moves it, as given (attempts, last error), into the dead-letter folder,
   * where it waits for an operator; returns that file. Moved back into the queue's folder, it
   * is tried again.
   */
  deadLetter(job: Job<T>): Promise<string>;
  /** How many jobs the dead-letter folder holds. */
  deadLetters(): Promise<number>;
}

const SAFE_ID = /^[A-Za-z0-9._-]{1,120}$/;

function assertId(id: string): void {
  // Ids become file names: nothing that could climb out of the folder.
  if (!SAFE_ID.test(id) || id.startsWith('.')) throw new Error('invalid job id');
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a complete, flushed temporary file and returns its path. */
async function writeTemporary(dir: string, content: string): Promise<string> {
  const temporary = path.join(dir, `.tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
  const handle = await fs.open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  return temporary;
}

export interface QueueOptions {
  /**
   * Should be on the same file system as `dir` (a rename moves a job there); by default the
   * folder "dead-letter" beside `dir`, with the same name inside.
   */
  deadLetterDir?: string;
  /** The kind of jobs added without one, and of files written before jobs had kinds. */
  defaultKind?: string;
}

export function createDurableQueue<T>(dir: string, options: QueueOptions = {}): DurableQueue<T> {
  const deadLetterDir =
    options.deadLetterDir ?? path.join(path.dirname(dir), 'dead-letter', path.basename(dir));
  const defaultKind = options.defaultKind ?? 'default';
  const file = (id: string) => {
    assertId(id);
    return path.join(dir, `${id}.json`);
  };
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => (ready ??= fs.mkdir(dir, { recursive: true, mode: 0o700 }));

  return {
    async add(id, payload, now = Date.now(), kind = defaultKind) {
      await ensureDir();
      const job: Job<T> = {
        id,
        kind,
        payload,
        attempts: 0,
        notBefore: now,
        createdAt: now,
        lastError: null,
      };
      const temporary = await writeTemporary(dir, JSON.stringify(job));
      try {
        // link() fails when the target exists: an atomic "create if absent".
        await fs.link(temporary, file(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      } finally {
        await fs.rm(temporary, { force: true });
      }
      await syncDirectory(dir);
      return true;
    },

    async has(id) {
      try {
        await fs.access(file(id));
        return true;
      } catch {
        return false;
      }
    },

    async get(id) {
      try {
        const job = JSON.parse(await fs.readFile(file(id), 'utf8')) as Job<T>;
        return { ...job, kind: job.kind ?? defaultKind };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async list() {
      await ensureDir();
      const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).sort();
      const jobs: Job<T>[] = [];
      for (const name of names) {
        try {
          const job = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as Job<T>;
          jobs.push({ ...job, kind: job.kind ?? defaultKind });
        } catch (error) {
          // Removed meanwhile, or unreadable: never deleted here, so nothing is lost.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
            console.error(`[booking] unreadable queue file ${name}`);
        }
      }
      return jobs.sort((a, b) => a.createdAt - b.createdAt);
    },

    async update(job) {
      await ensureDir();
      const temporary = await writeTemporary(dir, JSON.stringify(job));
      await fs.rename(temporary, file(job.id));
      await syncDirectory(dir);
    },

    async remove(id) {
      await fs.rm(file(id), { force: true });
      await syncDirectory(dir);
    },

    async deadLetter(job) {
      await ensureDir();
      await fs.mkdir(deadLetterDir, { recursive: true, mode: 0o700 });
      const target = path.join(deadLetterDir, path.basename(file(job.id)));
      // Complete in the dead-letter folder before it leaves the queue: a crash in between
      // leaves it in both (tried once more), never in neither.
      const temporary = await writeTemporary(dir, JSON.stringify(job));
      await fs.rename(temporary, target);
      await syncDirectory(deadLetterDir);
      await fs.rm(file(job.id), { force: true });
      await syncDirectory(dir);
      return target;
    },

    async deadLetters() {
      try {
        return (await fs.readdir(deadLetterDir)).filter((name) => name.endsWith('.json')).length;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
    },
  };
}
