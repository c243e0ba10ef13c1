import { readdirSync, readFileSync } from 'node:fs';

const kb = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Every process below `pid` (its children, theirs...), from /proc. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // The parent is the 2nd field after the command, which sits in parentheses and may hold spaces.
    const stat = read(`/proc/${entry}/stat`);
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parentOf.set(Number(entry), ppid);
  }
  const found: number[] = [];
  const below = (p: number) => {
    for (const [child, parent] of parentOf) {
      if (parent !== p) continue;
      found.push(child);
      below(child);
    }
  };
  below(pid);
  return found;
}

/**
 * The portal's memory: its Node process's resident set, and the proportional set (shared pages
 * divided among the processes sharing them, so shared buffers count once) of the processes it
 * started, i.e. the embedded PostgreSQL server and its backends. In MB.
 */
export function portalMemory(pid: number): { node: number; database: number } {
  const node = kb(read(`/proc/${pid}/status`), 'VmRSS') / 1024;
  const database = descendants(pid).reduce((sum, p) => sum + kb(read(`/proc/${p}/smaps_rollup`), 'Pss'), 0) / 1024;
  return { node, database };
}
