/**
 * What Lighthouse's simulation (Lantern) counts in a page's LCP and TBT, from
 * a run gathered with `lighthouse URL -GA=dir` (trace and devtools log):
 * every network request and CPU task in the optimistic and pessimistic LCP
 * graphs with its simulated start and end, and every simulated task of 50 ms
 * or more (TBT counts each one's time over 50 ms between FCP and TTI).
 *
 *   npx node bench/lantern-explain.ts dir
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

const dir = process.argv[2] ?? '.';
interface SavedArtifacts {
  GatherContext: unknown;
  URL: unknown;
  HostDPR?: number;
}
const read = (name: string): unknown => JSON.parse(readFileSync(resolve(dir, name), 'utf8'));
const artifacts = read('artifacts.json') as SavedArtifacts;
const trace = read('trace.json');
const devtoolsLog = read('devtoolslog.json');
const settings = { ...defaultSettings, throttlingMethod: 'simulate' };
// The saved JSON is what Lighthouse gathered: its shapes are Lighthouse's own.
const data = {
  trace,
  devtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  simulator: null,
  URL: artifacts.URL,
  SourceMaps: [],
  HostDPR: artifacts.HostDPR ?? 1,
} as never;
const context = { computedCache: new Map(), settings } as never;

interface Node {
  type: string;
  id: string;
  startTime: number;
  request?: { url: string; resourceType: string; priority: string; transferSize: number };
  childEvents?: { name: string; args?: { data?: { url?: string } }; dur?: number }[];
  event?: { dur: number };
}
interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}

const describe = (node: Node) => {
  if (node.type === 'network' && node.request) {
    const r = node.request;
    return `NET ${r.url.replace(/^https?:\/\/[^/]+/, '')} (${r.resourceType}, ${r.priority}, ${String(Math.round(r.transferSize / 102.4) / 10)} KB)`;
  }
  const sums = new Map<string, number>();
  for (const e of node.childEvents ?? []) {
    const url = e.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '') ?? '';
    const key = `${e.name}${url ? ` ${url.slice(0, 50)}` : ''}`;
    sums.set(key, (sums.get(key) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const top = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return `CPU observed ${((node.event?.dur ?? 0) / 1000).toFixed(1)} ms: ${top.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`;
};

const show = (label: string, timings: Map<Node, Timing>) => {
  console.log(`\n${label}`);
  for (const [node, t] of [...timings].sort((a, b) => a[1].endTime - b[1].endTime)) {
    console.log(`  ${t.startTime.toFixed(0).padStart(6)} → ${t.endTime.toFixed(0).padStart(6)}  ${describe(node)}`);
  }
};

const fcp = await LanternFirstContentfulPaint.request(data, context);
const lcp = await LanternLargestContentfulPaint.request(data, context);
const tbt = await LanternTotalBlockingTime.request(data, context);
console.log(
  `FCP ${fcp.timing.toFixed(0)} (opt ${fcp.optimisticEstimate.timeInMs.toFixed(0)}, pess ${fcp.pessimisticEstimate.timeInMs.toFixed(0)})`,
);
console.log(
  `LCP ${lcp.timing.toFixed(0)} (opt ${lcp.optimisticEstimate.timeInMs.toFixed(0)}, pess ${lcp.pessimisticEstimate.timeInMs.toFixed(0)})`,
);
console.log(`TBT ${tbt.timing.toFixed(0)}`);
show('LCP optimistic graph', lcp.optimisticEstimate.nodeTimings as Map<Node, Timing>);
show('LCP pessimistic graph', lcp.pessimisticEstimate.nodeTimings as Map<Node, Timing>);
console.log('\nTBT: simulated tasks of 50 ms or more (pessimistic simulation)');
for (const [node, t] of [...(tbt.pessimisticEstimate.nodeTimings as Map<Node, Timing>)].sort(
  (a, b) => a[1].startTime - b[1].startTime,
)) {
  if (node.type !== 'cpu' || t.duration < 50) continue;
  console.log(`  ${t.startTime.toFixed(0).padStart(6)} +${t.duration.toFixed(0).padStart(4)}  ${describe(node)}`);
}
