export class QueueFullError extends Error {
  constructor() {
    super('render queue full');
  }
}

/**
 * At most `limit` tasks run at once; up to `maxQueue` more wait in order. Beyond that `run` rejects
 * with QueueFullError at once, so a burst of cold thumbnails sheds load instead of piling up.
 */
export function makeSemaphore(limit: number, maxQueue: number) {
  let active = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) {
        if (waiting.length >= maxQueue) throw new QueueFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get pending() {
      return { active, waiting: waiting.length };
    },
  };
}
