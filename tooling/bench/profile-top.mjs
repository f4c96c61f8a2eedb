// The functions a V8 CPU profile (node --cpu-prof) spent the most self time in: what a benchmark's load costs, by function.
//
//   node tooling/bench/profile-top.mjs FILE.cpuprofile [--top 20]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** Self time per function (name and place), in µs, over the whole profile; idle and GC reported apart. */
export function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const spent = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id).callFrame;
    const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    spent.set(key, (spent.get(key) ?? 0) + delta);
    total += delta;
  });
  const idle = spent.get('(idle)') ?? 0;
  return { total, idle, busy: total - idle, functions: [...spent].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]) };
}

/** A Markdown table of the top functions, as shares of the busy (non-idle) time. */
export function topTable(file, top = 20) {
  const { busy, total, functions } = selfTimes(JSON.parse(fs.readFileSync(file, 'utf8')));
  const lines = [`busy ${(busy / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s profiled`, '', '| self % of busy | function |', '| ---: | --- |'];
  for (const [name, us] of functions.slice(0, top)) lines.push(`| ${((us / busy) * 100).toFixed(1)} | \`${name}\` |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '20' } } });
  for (const file of positionals) console.log(`${file}\n${topTable(file, Number(values.top))}\n`);
}
