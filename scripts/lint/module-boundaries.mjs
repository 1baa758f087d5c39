// The server's module boundaries, as an ESLint rule (eslint.config.js): a file of
// server/src/modules/<area>/ reaches another area only through that area's index.ts, and no import
// may close a circle between areas. Tests and test kits are exempt from the first (a test may build
// on another area's test kit), never from the second's graph, which counts every non-test file.
import fs from 'node:fs';
import path from 'node:path';

const MODULES = path.resolve(import.meta.dirname, '../../server/src/modules');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/g;
const isTestFile = (file) => /\.test\.ts$|\.test-kit\.ts$/.test(file);

/** The area a path lies in ('content' for modules/content/…), or undefined outside modules/. */
function areaOf(file) {
  const rel = path.relative(MODULES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length ? first : undefined;
}

/** area -> the areas its non-test files import, read once per lint run. */
let graph;
function moduleGraph() {
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? walk(p) : e.name.endsWith('.ts') && !isTestFile(p) ? [p] : [];
    });
  for (const file of walk(MODULES)) {
    const from = areaOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!spec.startsWith('.')) continue;
      const to = areaOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The areas from `start` to `goal` along imports, or undefined when `goal` is not reached. */
function pathBetween(start, goal) {
  const seen = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const route = [];
      for (let x = at; x !== null; x = seen.get(x)) route.unshift(x);
      return route;
    }
    for (const next of moduleGraph().get(at) ?? []) {
      if (!seen.has(next)) {
        seen.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      deep: "Importa da '{{area}}/index.js': un modulo ne usa un altro solo dal suo index.ts.",
      circle: 'Questo import chiude un cerchio tra i moduli: {{route}}.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const to = areaOf(target);
      if (!to || to === from) return;
      const door = path.join(MODULES, to, 'index');
      if (!isTestFile(file) && target.replace(/\.(js|ts)$/, '') !== door) {
        context.report({ node: node.source, messageId: 'deep', data: { area: to } });
      }
      if (isTestFile(file)) return;
      const back = pathBetween(to, from);
      if (back)
        context.report({
          node: node.source,
          messageId: 'circle',
          data: { route: [from, ...back].join(' → ') },
        });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
