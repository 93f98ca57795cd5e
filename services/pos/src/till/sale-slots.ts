/**
 * At most `size` tasks running at once in this process; the others wait their turn, in order.
 *
 * Why the till needs it: a sale holds its pos transaction (a database connection, and its sales point's row lock)
 * while orders records the order, which needs connections of its own. In embedded mode every service shares one
 * pool of 10 connections: ten sales at once (ten tills, or one till's retries) held all ten and waited for an
 * eleventh forever. Queued here, before any connection is taken, they leave the pool room for orders.
 */
export function slots(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let free = size;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot goes straight to the next in line, or back to the free ones.
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}
