/**
 * Finds import loops among the project's own modules: every relative import
 * (type-only ones included) of the .ts, .tsx and .astro files under the given
 * folders, grouped into strongly connected components. A loop is a component
 * of more than one file, or a file importing itself.
 *
 *   node scripts/importLoops.ts src netlify   # prints the loops, fails when there is one
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|astro)$/;
const SUFFIXES = ['', '.ts', '.tsx', '.mts', '.astro', '/index.ts', '/index.tsx'];
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const suffix of SUFFIXES) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** The import loops under `dirs` (relative to the project root), each as its files, relative and sorted. */
export function importLoops(dirs: readonly string[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const dir of dirs) {
    for (const file of sourceFiles(resolve(ROOT, dir))) {
      const targets = new Set<string>();
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolveImport(file, match[1] ?? match[2] ?? '');
        if (target) targets.add(target);
      }
      graph.set(file, targets);
    }
  }
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) loops.push(component.map((f) => relative(ROOT, f)).sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  const loops = importLoops(dirs.length > 0 ? dirs : ['src', 'netlify']);
  for (const loop of loops) console.log(`loop: ${loop.join(' ↔ ')}`);
  console.log(`${loops.length} import loop(s)`);
  if (loops.length > 0) process.exit(1);
}
