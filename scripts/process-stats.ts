import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of processes and of the machine, from Linux's `/proc`: what a bench reads before and
 * after a measured interval to say which process had the cores (the API processes, PostgreSQL,
 * nginx, the load generator itself).
 */

export interface ProcessStat {
  pid: number;
  /** The executable's name as the kernel keeps it (`postgres`, `nginx`, `node`). */
  name: string;
  ppid: number;
  /** User and system time so far, in clock ticks. */
  ticks: number;
}

/** One `/proc/<pid>/stat` line. The name is in parentheses and may itself hold spaces or `)`. */
export function parseProcessStat(line: string): ProcessStat {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open === -1 || close < open) throw new Error(`not a /proc/<pid>/stat line: ${line.slice(0, 80)}`);
  // After the name: state, ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt, majflt,
  // cmajflt, utime, stime (fields 3-15 of proc(5)).
  const rest = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const field = (index: number) => Number(rest[index]);
  return {
    pid: Number(line.slice(0, open).trim()),
    name: line.slice(open + 1, close),
    ppid: field(1),
    ticks: field(11) + field(12),
  };
}

export interface MachineTicks {
  /** Ticks every core spent on anything but idling or waiting for a disk. */
  busy: number;
  total: number;
}

/** The `cpu` line of `/proc/stat`: every core's time, in clock ticks, by kind. */
export function parseMachineStat(text: string): MachineTicks {
  const line = text.split('\n').find((candidate) => candidate.startsWith('cpu '));
  if (!line) throw new Error('no cpu line in /proc/stat');
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .split(/\s+/)
    .slice(1, 9)
    .map((value) => Number(value || 0)) as [number, number, number, number, number, number, number, number];
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** The share of one core a process used between two readings, in per cent (200 = two cores). */
export function coreShare(ticksBefore: number, ticksAfter: number, seconds: number, ticksPerSecond: number) {
  return seconds > 0 ? (100 * (ticksAfter - ticksBefore)) / ticksPerSecond / seconds : Number.NaN;
}

/**
 * The ticks a group of processes used between two readings. A process born in between counts
 * from zero; one gone in between is lost, with whatever it used.
 */
export function groupTicks(before: readonly ProcessStat[], after: readonly ProcessStat[]): number {
  const earlier = new Map(before.map((stat) => [stat.pid, stat.ticks]));
  return after.reduce((sum, stat) => sum + stat.ticks - (earlier.get(stat.pid) ?? 0), 0);
}

/** Clock ticks a second (`getconf CLK_TCK`, 100 on Linux nearly always). */
export const ticksPerSecond = (): number =>
  Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** A process's stat now, or undefined when it is gone. */
export function processStat(pid: number): ProcessStat | undefined {
  try {
    return parseProcessStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every process running now. */
export function allProcesses(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => processStat(Number(entry)))
    .filter((stat): stat is ProcessStat => stat !== undefined);
}

export const machineTicks = (): MachineTicks => parseMachineStat(readFileSync('/proc/stat', 'utf8'));
