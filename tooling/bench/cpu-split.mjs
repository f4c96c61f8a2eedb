// CPU time by program over a stretch of a benchmark, from Linux's /proc: how the machine's cores were shared
// between the server's processes, PostgreSQL, HAProxy and the load generator (this process).
import fs from 'node:fs';
import os from 'node:os';

const TICK_S = 1 / 100; // USER_HZ, 100 on Linux

/** CPU seconds used so far by every process, summed by program name (`node`, `postgres`, `haproxy`). */
function cpuByProgram() {
  const seconds = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // The kernel's own threads (children of kthreadd, pid 2) are not programs of the benchmark.
    if (entry === '2' || fields[1] === '2') continue;
    // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
    seconds.set(name, (seconds.get(name) ?? 0) + (Number(fields[11]) + Number(fields[12])) * TICK_S);
  }
  return seconds;
}

/**
 * Starts measuring; `stop()` answers the CPU seconds each program used meanwhile (processes that ended
 * meanwhile are not counted), the load generator's own (`load generator`), and the wall time.
 */
export function measureCpu() {
  const before = cpuByProgram();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  return () => {
    const after = cpuByProgram();
    const own = process.cpuUsage(ownBefore);
    const used = { 'load generator': (own.user + own.system) / 1e6 };
    for (const [name, seconds] of after) {
      const spent = seconds - (before.get(name) ?? 0);
      if (spent >= 0.05) used[name] = spent;
    }
    return { wall: (performance.now() - started) / 1000, cores: os.cpus().length, used };
  };
}

/** "node 9.1 s, postgres 6.2 s, load generator 4.0 s of 2 cores × 10.0 s" */
export function describeCpu({ wall, cores, used }) {
  const parts = Object.entries(used)
    .sort((a, b) => b[1] - a[1])
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`);
  return `${parts.join(', ')} of ${cores} cores × ${wall.toFixed(1)} s`;
}
