/**
 * Part of `npm run bench`: where a load run's CPU went, read from /proc (Linux). Counts the CPU time of
 * each API replica (its whole process group: tsx and the node process it starts), of the PostgreSQL
 * server (its postmaster and every process it started) and of this process (autocannon runs in it), between two
 * readings, in cores (1.0 = one core busy the whole run). Elsewhere than Linux it reads nothing.
 */
import fs from 'node:fs';
import os from 'node:os';

// /proc/<pid>/stat counts in clock ticks; 100 a second on Linux unless the kernel was built otherwise.
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  pgid: number;
  ticks: number;
  /** CPU of the process's children that ended and were waited for. */
  childTicks: number;
}

function readStat(pid: string): ProcStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the fields after it are space-separated.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return { ppid: Number(fields[1]), pgid: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]), childTicks: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}

/** CPU ticks so far of every process of a replica's group or of the PostgreSQL server, by pid. */
function snapshot(groups: number[], postmaster: number): { byPid: Map<number, { part: number; ticks: number }>; self: number; at: number } {
  const byPid = new Map<number, { part: number; ticks: number }>();
  const pids = fs.existsSync('/proc') ? fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : [];
  for (const pid of pids) {
    const stat = readStat(pid);
    if (!stat) continue;
    // Parts: 0..n-1 the groups, n the server.
    const group = groups.indexOf(stat.pgid);
    if (group >= 0) byPid.set(Number(pid), { part: group, ticks: stat.ticks });
    else if (Number(pid) === postmaster || stat.ppid === postmaster) byPid.set(Number(pid), { part: groups.length, ticks: stat.ticks });
  }
  const usage = process.cpuUsage();
  // This process's own time, and that of its children that ended (a load-generator process, once reaped).
  const own = readStat(String(process.pid));
  return { byPid, self: ((usage.user + usage.system) / 1e6) * TICKS_PER_SECOND + (own?.childTicks ?? 0), at: performance.now() };
}

/** Cores used during a run: by each replica, by PostgreSQL, by the load generator, and the machine's share left idle. */
export interface CpuShare {
  replicas: number[];
  postgres: number;
  loadGenerator: number;
  machineIdle: number;
}

/** The PostgreSQL server's main process: the parent of the backend serving `backendPid` (SELECT pg_backend_pid()). */
export function postmasterOf(backendPid: number): number {
  return readStat(String(backendPid))?.ppid ?? 0;
}

/** Starts counting (replicas by process group, the server by its postmaster's pid); the returned function ends the count. */
export function countCpu(groups: number[], postmaster: number): () => CpuShare {
  const start = snapshot(groups, postmaster);
  const idleStart = idleTicks();
  return () => {
    const end = snapshot(groups, postmaster);
    const seconds = (end.at - start.at) / 1000;
    const cores = (ticks: number) => Number((ticks / TICKS_PER_SECOND / seconds).toFixed(2));
    // A process that ended during the run took its ticks with it; one that started counts from zero.
    const parts = Array.from({ length: groups.length + 1 }, () => 0);
    for (const [pid, now] of end.byPid) parts[now.part]! += now.ticks - (start.byPid.get(pid)?.ticks ?? 0);
    return {
      replicas: parts.slice(0, groups.length).map(cores),
      postgres: cores(parts[groups.length]!),
      loadGenerator: cores(end.self - start.self),
      machineIdle: cores(idleTicks() - idleStart),
    };
  };
}

/** Idle ticks of all cores (the first line of /proc/stat), 0 elsewhere. */
function idleTicks(): number {
  try {
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    return Number(cpu[4]);
  } catch {
    return 0;
  }
}

/** The machine's load average when a figure was taken (other work running shows here). */
export function machineLoad(): string {
  return `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
}
