// The CPU time a measured server used, read from Linux's /proc: on a shared machine, requests a second move with
// whatever else runs (a hello-world read 10,700 to 24,800 within one run), while the CPU a request costs the
// server moves far less. The bench prints it beside each path so a figure taken under load can still be read.
import { readFileSync, readdirSync } from 'node:fs';

// Linux counts process times in clock ticks of 1/100 s (CLK_TCK) on every platform it runs on here.
const TICK_MS = 10;

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The process's own user + system time, in ms (its children's are counted apart, see below). */
function ownCpuMs(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  // Fields after the command's closing parenthesis (a command may hold spaces): state is the first, utime the 12th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((tid) => (read(`/proc/${pid}/task/${tid}/children`) ?? '').split(' ').filter(Boolean).map(Number));
}

/**
 * CPU ms used so far by a process and every process under it (tsx runs the server in a child of the process the
 * bench spawned); null where /proc is not there (not Linux): the bench then prints no CPU column.
 */
export function treeCpuMs(pid: number | undefined): number | null {
  if (pid === undefined || read(`/proc/${pid}/stat`) === null) return null;
  let total = 0;
  const todo = [pid];
  while (todo.length > 0) {
    const p = todo.pop()!;
    total += ownCpuMs(p);
    todo.push(...childrenOf(p));
  }
  return total;
}
