import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The architecture's rules on the import graph, with every import resolved to a file by TypeScript's own module
 * resolution (the `#…` aliases, relative paths however spelled, `import()`), so no spelling dodges a rule. Used by
 * scripts/architecture.test.ts on the repository and on the fixture in scripts/fixtures/architecture, which
 * breaks each rule once.
 */

export interface Edge {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx)$/;
const isTest = (file: string) => /\.(test|spec|fault)\.tsx?$|\/testing\/|-test-support\.ts$/.test(file);

function filesUnder(root: string, dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(join(root, path)).isDirectory())
      return entry === 'node_modules' ? [] : filesUnder(root, path);
    return SOURCE.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every import of every non-test source file under `root`/src, resolved to a file under `root`. */
export function importGraph(root: string): { files: string[]; edges: Edge[] } {
  const files = filesUnder(root, 'src');
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.ReactJSX,
  };
  const host = ts.createCompilerHost(options);
  const edges: Edge[] = [];
  for (const file of files.filter((f) => !isTest(f))) {
    const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    for (const spec of info.importedFiles.map((imported) => imported.fileName)) {
      const resolved = ts.resolveModuleName(spec, join(root, file), options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = relative(root, resolved.resolvedFileName);
      if (!to.startsWith('..')) edges.push({ from: file, to });
    }
  }
  return { files, edges };
}

/** The top-level tree of a file: shared, server, web, demo. */
const treeOf = (file: string) => file.split('/')[1];

/** The trees each tree may import (decision 001): web → shared ← server; the demo data knows only shared. */
const ALLOWED_TREES: Record<string, string[]> = {
  shared: ['shared'],
  server: ['server', 'shared', 'demo'],
  web: ['web', 'shared'],
  demo: ['demo', 'shared'],
};

export function treeViolations(edges: Edge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const allowed = ALLOWED_TREES[treeOf(from)!];
      return allowed !== undefined && !allowed.includes(treeOf(to)!);
    })
    .map(({ from, to }) => `${from} → ${to}`);
}

/** `src/server/features/<name>/…` or `src/web/features/<name>/…`: the feature, else null. */
export function featureOf(file: string): string | null {
  const match = /^src\/(server|web)\/features\/([^/]+)\//.exec(file);
  return match ? `${match[1]}/${match[2]}` : null;
}

/**
 * A server feature's public entry: its services (`<feature>/*.service.ts`) and an `index.ts`. Its routes are for
 * app.ts alone, the composition root; the rest (repos, helpers, templates' parts) is the feature's own.
 */
const isServerEntry = (file: string) =>
  /^src\/server\/features\/[^/]+\/[^/]+\.service\.ts$/.test(file) ||
  /^src\/server\/features\/.+\/index\.ts$/.test(file);
/** A web feature's public faces: its api/, components/ and hooks/ (never its lib/ or i18n). */
const isWebEntry = (file: string) => /^src\/web\/features\/[^/]+\/(api|components|hooks)\//.test(file);

/**
 * Reaches into a feature from outside it: server features, plugins and db (the seed included) only through a
 * feature's public entry, lib through none; web features and the web's lower layers (components, lib, hooks,
 * config) only through another feature's public faces, the lower layers through none. The composition roots
 * (src/server/*.ts, src/web/app) wire features together and may take their routes.
 */
export function featureReachViolations(edges: Edge[]): string[] {
  const offences: string[] = [];
  for (const { from, to } of edges) {
    const target = featureOf(to);
    if (!target || featureOf(from) === target) continue;
    if (from.startsWith('src/server/lib/')) offences.push(`${from} → ${to} (lib knows no feature)`);
    else if (/^src\/server\/(features|plugins|db)\//.test(from) && !isServerEntry(to))
      offences.push(`${from} → ${to}`);
    else if (from.startsWith('src/web/features/') && !isWebEntry(to)) offences.push(`${from} → ${to}`);
    else if (/^src\/web\/(components|lib|hooks|config)\//.test(from))
      offences.push(`${from} → ${to} (lower layers know no feature)`);
  }
  return offences;
}

/** Cycles between features (a feature importing another that imports it back, through any files). */
export function featureCycles(edges: Edge[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [featureOf(from), featureOf(to)];
    if (!a || !b || a === b) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
  }
  return stronglyConnected(graph).filter((component) => component.length > 1);
}

/** Cycles between files (Tarjan's strongly connected components of more than one file). */
export function fileCycles(edges: Edge[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  return stronglyConnected(graph).filter((component) => component.length > 1);
}

function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** Non-test modules longer than `max` lines. */
export function longModules(root: string, files: string[], max: number): string[] {
  return files
    .filter((file) => !isTest(file))
    .filter((file) => readFileSync(join(root, file), 'utf8').split('\n').length > max + 1)
    .sort();
}

/** The module specifiers a file imports for their values at load time: no `import type`, no `import()`. */
function staticValueImports(source: ts.SourceFile): string[] {
  const specs: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) specs.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specs.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specs;
}

/**
 * The packages a browser entry loads before anything else can run: every package reached from `entry` through
 * static value imports (what the bundler puts in the entry's own chunks), each with the chain that reaches it.
 */
export function packagesLoadedWith(root: string, entry: string): Map<string, string[]> {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
  };
  const host = ts.createCompilerHost(options);
  const packages = new Map<string, string[]>();
  const seen = new Set<string>([entry]);
  const queue: string[][] = [[entry]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain.at(-1)!;
    const text = readFileSync(join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    for (const spec of staticValueImports(source)) {
      const resolved = ts.resolveModuleName(spec, join(root, file), options, host).resolvedModule;
      if (
        !resolved ||
        resolved.isExternalLibraryImport ||
        relative(root, resolved.resolvedFileName).startsWith('..')
      ) {
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, [...chain, spec]);
        continue;
      }
      const next = relative(root, resolved.resolvedFileName);
      if (!seen.has(next) && SOURCE.test(next)) {
        seen.add(next);
        queue.push([...chain, next]);
      }
    }
  }
  return packages;
}
