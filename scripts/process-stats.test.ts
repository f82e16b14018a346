import { describe, expect, it } from 'vitest';
import { coreShare, groupTicks, parseMachineStat, parseProcessStat } from './process-stats.ts';

describe('parseProcessStat', () => {
  it('reads the name, the parent and user plus system ticks', () => {
    const stat = parseProcessStat(
      '4242 (postgres) S 812 812 812 0 -1 4194560 3120 0 0 0 1375 228 0 0 20 0 1 0 76785 3133440 416',
    );
    expect(stat).toEqual({ pid: 4242, name: 'postgres', ppid: 812, ticks: 1603 });
  });

  it('keeps a name holding spaces and parentheses whole', () => {
    const stat = parseProcessStat('77 (nginx: worker (1)) R 76 76 7 0 -1 0 0 0 0 0 40 2 0 0 20 0 1 0 5 0 0');
    expect(stat).toMatchObject({ pid: 77, name: 'nginx: worker (1)', ppid: 76, ticks: 42 });
  });

  it('refuses what is not a stat line', () => {
    expect(() => parseProcessStat('no name here')).toThrow(/not a \/proc/);
  });
});

describe('parseMachineStat', () => {
  it('counts idle and waiting for a disk as not busy', () => {
    const text = 'cpu  69109 5 36116 44725 1210 7 1303 11 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1\n';
    expect(parseMachineStat(text)).toEqual({ busy: 69109 + 5 + 36116 + 7 + 1303 + 11, total: 152486 });
  });
});

describe('coreShare', () => {
  it('is per cent of one core over the interval', () => {
    expect(coreShare(1000, 1150, 1, 100)).toBe(150);
    expect(coreShare(0, 500, 10, 100)).toBe(50);
  });
});

describe('groupTicks', () => {
  it('counts a process born during the interval from zero and loses one that is gone', () => {
    const at = (pid: number, ticks: number) => ({ pid, name: 'postgres', ppid: 1, ticks });
    expect(groupTicks([at(1, 100), at(2, 50)], [at(1, 130), at(3, 7)])).toBe(30 + 7);
  });
});
