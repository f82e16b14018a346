/**
 * The long tail (product by url, category listings, search) through nginx in front of 1, 2 and 4
 * API processes on one PostgreSQL database, nginx laid out as in production and in the replica
 * end-to-end run (scripts/nginx-config.ts). For each number of processes: req/s and latency, the
 * scaling factor against the first number, each API process's CPU and RSS, the CPU of PostgreSQL
 * (every server process), of nginx and of this process (autocannon), how busy the machine's cores
 * were and the load average. The ceiling, Fastify's fixed 3 KB reply (ceiling.ts), is measured
 * straight and behind the same nginx with as many processes, so what the proxy itself costs and
 * where it stops is read in the same run (issue 32).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npm run bench:replicas -- --database bench10k --replicas 1,2,4
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, stopChild, waitFor } from '../../../scripts/local-servers.ts';
import { nginxConfig } from '../../../scripts/nginx-config.ts';
import {
  allProcesses,
  coreShare,
  groupTicks,
  machineTicks,
  type ProcessStat,
  ticksPerSecond,
} from '../../../scripts/process-stats.ts';
import { seededCatalogue, servedApi, throwAwayDatabase } from './bench-database.ts';
import { drive, type Scenario } from './drive.ts';
import { longTailPaths } from './long-tail.ts';
import { ceilingServer, loadNow, residentMb } from './machine.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    /** How many API processes behind nginx, one run each (comma-separated). */
    replicas: { type: 'string', default: '1,2,4' },
    /** A PostgreSQL database of this name, seeded once and kept, instead of a throw-away one. */
    database: { type: 'string', default: '' },
  },
});
const counts = values.replicas.split(',').filter(Boolean).map(Number);
if (counts.length === 0 || counts.some((count) => !Number.isInteger(count) || count < 1))
  throw new Error('--replicas takes whole numbers of at least 1, comma-separated');
if (!process.env.DATABASE_URL)
  throw new Error('The replicas share one PostgreSQL database: set DATABASE_URL');
const duration = Number(values.duration);
const connections = Number(values.connections);
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const hertz = ticksPerSecond();
// Four processes at the default 20 connections each, with the bench's own pool and other clients,
// would pass a default PostgreSQL's 100; the long tail's reads are answered from memory anyway.
const POOL_SIZE = 10;

interface Reading {
  at: number;
  processes: ProcessStat[];
  machine: { busy: number; total: number };
  load: number;
}
const reading = (): Reading => ({
  at: performance.now(),
  processes: allProcesses(),
  machine: machineTicks(),
  load: loadNow(),
});

/** nginx in front of `upstreams`, in a directory of its own; ready once `readyPath` answers through it. */
async function startNginx(upstreams: readonly number[], readyPath: string) {
  const directory = await mkdtemp(join(tmpdir(), 'shop-bench-nginx-'));
  const port = await freePort();
  const configFile = join(directory, 'nginx.conf');
  await writeFile(
    configFile,
    nginxConfig({ directory, apiListenerPort: port, apiPorts: upstreams, workers: 'auto' }),
  );
  const child = spawn(nginxPath, ['-p', directory, '-c', configFile, '-e', join(directory, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}${readyPath}`, child, 10_000).catch(async (error) => {
    await stopChild(child);
    throw error;
  });
  return {
    port,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

interface Group {
  /** What nginx passes requests to: API or ceiling processes. */
  pids: number[];
  nginxPid: number | undefined;
  nginxPort: number;
}

/** One scenario through nginx, with every process's CPU over the measured seconds. */
async function measure(count: number, group: Group, scenario: Scenario) {
  await autocannon({
    url: `http://127.0.0.1:${group.nginxPort}${scenario.paths[0]}`,
    connections: 4,
    duration: 2,
  });
  const before = reading();
  const result = await drive(group.nginxPort, scenario, { durationSeconds: duration, connections });
  const after = reading();
  const seconds = (after.at - before.at) / 1000;
  const share = (belongs: (stat: ProcessStat) => boolean) =>
    Math.round(
      coreShare(
        0,
        groupTicks(before.processes.filter(belongs), after.processes.filter(belongs)),
        seconds,
        hertz,
      ),
    );
  const isNginx = (stat: ProcessStat) => stat.pid === group.nginxPid || stat.ppid === group.nginxPid;
  const processCpu = group.pids.map((pid) => share((stat) => stat.pid === pid));
  const postgresCpu = share((stat) => stat.name === 'postgres');
  const nginxCpu = share(isNginx);
  const driverCpu = share((stat) => stat.pid === process.pid);
  const busyCpu = Math.round(coreShare(before.machine.busy, after.machine.busy, seconds, hertz));
  return {
    count,
    ...result,
    processCpu,
    processRss: group.pids.map((pid) => residentMb(pid)),
    postgresCpu,
    nginxCpu,
    driverCpu,
    // On a shared machine: what every other process took of the cores meanwhile.
    otherCpu: busyCpu - [...processCpu, postgresCpu, nginxCpu, driverCpu].reduce((sum, cpu) => sum + cpu, 0),
    machineBusy: Math.round(
      (100 * (after.machine.busy - before.machine.busy)) / (after.machine.total - before.machine.total),
    ),
    load: `${before.load}-${after.load}`,
  };
}
type Row = Awaited<ReturnType<typeof measure>>;

const mediaDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
const { database, url, existed, drop } = await throwAwayDatabase(values.database || undefined);
const stops: (() => Promise<void>)[] = [];
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
};
try {
  if (!url) throw new Error('no PostgreSQL database');
  await database.migrate();
  const seeds = await seededCatalogue(database, {
    existed,
    productCount: Number(values.products),
    mediaDir,
  });
  const paths = await longTailPaths(database.db, seeds);
  const scenarios: Scenario[] = [
    { name: 'product by url', paths: paths.productPaths },
    { name: 'category listing, long tail', paths: paths.listingPaths },
    { name: 'search, long tail', paths: paths.searchPaths },
  ];
  const ceiling: Scenario = { name: 'ceiling: fixed 3 KB JSON', paths: ['/ceiling'] };
  const apiEnv = {
    NODE_ENV: 'production',
    // Every replica signs and checks with the same secret, as in production.
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mediaDir,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
  };
  const startedAt = new Date().toISOString();
  const rows: Row[] = [];

  // The ceiling straight, one process and no proxy: the machine's figure of the cost curve.
  const straight = await ceilingServer();
  stops.push(straight.stop);
  const straightPids = straight.pid === undefined ? [] : [straight.pid];
  rows.push(await measure(0, { pids: straightPids, nginxPid: undefined, nginxPort: straight.port }, ceiling));
  await stopAll();

  for (const count of counts) {
    const ceilings = await Promise.all(Array.from({ length: count }, () => ceilingServer()));
    stops.push(...ceilings.map((server) => server.stop));
    const ceilingNginx = await startNginx(
      ceilings.map((server) => server.port),
      '/ceiling',
    );
    stops.push(ceilingNginx.stop);
    const ceilingPids = ceilings.flatMap((server) => (server.pid === undefined ? [] : [server.pid]));
    rows.push(
      await measure(
        count,
        { pids: ceilingPids, nginxPid: ceilingNginx.pid, nginxPort: ceilingNginx.port },
        ceiling,
      ),
    );
    await stopAll();

    const apis = await Promise.all(Array.from({ length: count }, () => servedApi(url, apiEnv)));
    stops.push(...apis.map((api) => api.stop));
    // Each process builds its read model on its first request: built before anything is measured.
    await Promise.all(apis.map((api) => fetch(`http://127.0.0.1:${api.port}${paths.productPaths[0]}`)));
    const nginx = await startNginx(
      apis.map((api) => api.port),
      '/api/health',
    );
    stops.push(nginx.stop);
    const apiPids = apis.flatMap((api) => (api.pid === undefined ? [] : [api.pid]));
    const idle = apiPids.map((pid) => residentMb(pid)?.now ?? '?').join(', ');
    console.log(`${count} API process(es) behind nginx, RSS idle with the read model: ${idle} MB`);
    for (const scenario of scenarios)
      rows.push(
        await measure(count, { pids: apiPids, nginxPid: nginx.pid, nginxPort: nginx.port }, scenario),
      );
    await stopAll();
  }

  console.log(
    `\n${seeds.length} products on PostgreSQL, ${connections} connections, ${duration} s a scenario after 2 s of warm-up, ` +
      `${availableParallelism()} cores; ${startedAt} to ${new Date().toISOString()}; DATABASE_POOL_SIZE ${POOL_SIZE}. ` +
      'CPU in per cent of one core over the measured seconds, machine busy in per cent of all cores; ' +
      'processes 0: the ceiling straight, no nginx.\n',
  );
  console.log(
    '| processes | scenario | req/s | × first | p50 ms | p95 ms | p99 ms | errors | CPU % each process | RSS MB each (peak) | PostgreSQL CPU % | nginx CPU % | autocannon CPU % | other processes CPU % | machine busy % | load |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---|---|---:|---:|---:|---:|---:|---|');
  const first = counts[0];
  for (const row of rows) {
    const base = rows.find((other) => other.count === first && other.scenario === row.scenario);
    const factor = base && row.count > 0 ? (row.requestsPerSecond / base.requestsPerSecond).toFixed(2) : '';
    const rss = row.processRss.map((memory) => (memory ? `${memory.now} (${memory.peak})` : '?')).join(', ');
    console.log(
      `| ${row.count} | ${row.scenario} | ${row.requestsPerSecond} | ${factor} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.errors} | ${row.processCpu.join(', ')} | ${rss} | ${row.postgresCpu} | ${row.nginxCpu} | ${row.driverCpu} | ${row.otherCpu} | ${row.machineBusy} | ${row.load} |`,
    );
  }
  for (const row of rows)
    if (row.errors > 0)
      console.log(`${row.count} × ${row.scenario}: answers by status ${JSON.stringify(row.statuses)}`);
  console.log(`\nload average (1 min) at the end: ${loadNow()}`);
} finally {
  await stopAll();
  await database.close();
  await drop();
  await rm(mediaDir, { recursive: true, force: true });
}
