import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

type OutputChunk = Rollup.OutputChunk;
type OutputAsset = Rollup.OutputAsset;

/**
 * Issue 9: a shopper never downloads the admin code. The web client is built here, in memory (`write: false`,
 * so nothing on disk changes and no earlier build is needed), and its build manifest (`build.manifest` in
 * vite.config.ts) gives the storefront entry's static import graph: the chunks every page loads before any
 * lazy route. None of them may hold an admin module or the admin's chart library.
 */
const ADMIN_MODULE = /\/src\/web\/(features\/admin|app\/routes\/admin)\/|\/node_modules\/recharts\//;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

let manifest: Record<string, ManifestChunk>;
let chunks: Map<string, OutputChunk>;

beforeAll(async () => {
  const result = await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'silent',
    // An outDir of its own, in case a future Vite writes anyway: never the dist/web the e2e server serves.
    build: { write: false, outDir: fileURLToPath(new URL('../tmp/bundle-check', import.meta.url)) },
  });
  const { output } = Array.isArray(result) ? result[0]! : (result as Rollup.RollupOutput);
  const manifestAsset = output.find(
    (item): item is OutputAsset => item.type === 'asset' && item.fileName === '.vite/manifest.json',
  );
  expect(manifestAsset, 'the build writes .vite/manifest.json (build.manifest)').toBeDefined();
  manifest = JSON.parse(String(manifestAsset!.source));
  chunks = new Map(
    output
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}, 180_000);

/** Manifest keys reachable from `start` through static imports only (what loads before any lazy route). */
function staticGraph(start: string): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(start);
  return [...seen];
}

const modulesOf = (key: string) => chunks.get(manifest[key]!.file)?.moduleIds ?? [];

/**
 * What every page loads before its own route: the entry (src/web/boot.ts, with the stylesheet) and the app it
 * imports after the first paint (main.tsx, decision 030), each with its static imports.
 */
const everyPage = () => [...new Set([...staticGraph('index.html'), ...staticGraph('main.tsx')])];

describe('the storefront bundle', () => {
  it('has one entry, index.html', () => {
    expect(
      Object.entries(manifest)
        .filter(([, chunk]) => chunk.isEntry)
        .map(([key]) => key),
    ).toEqual(['index.html']);
  });

  it('loads the app, after the first paint, from the entry', () => {
    expect(manifest['index.html']!.dynamicImports).toContain('main.tsx');
  });

  it('statically imports no admin module and no recharts', () => {
    const graph = everyPage();
    expect(graph.length).toBeGreaterThan(2);
    const offenders = graph.flatMap((key) =>
      [key, ...modulesOf(key)].filter((id) => ADMIN_MODULE.test(`/src/web/${id}`) || ADMIN_MODULE.test(id)),
    );
    expect(offenders).toEqual([]);
  });

  it('loads react-hook-form only with pages that have forms: not in the entry, the home page or a blog post', () => {
    const home = Object.keys(manifest).find((key) => key.endsWith('app/routes/shop/home.tsx'));
    expect(home, 'the home route is a chunk of its own').toBeDefined();
    const graph = new Set([...everyPage(), ...staticGraph(home!)]);
    const offenders = [...graph].flatMap((key) =>
      modulesOf(key).filter((id) => id.includes('/react-hook-form/')),
    );
    expect(offenders).toEqual([]);
    // A blog post loads its comment form (and so the kit) only after the post itself.
    const post = Object.keys(manifest).find((key) => key.endsWith('app/routes/content/blog-post.tsx'));
    expect(post, 'the blog post route is a chunk of its own').toBeDefined();
    expect(
      staticGraph(post!).flatMap((key) => modulesOf(key).filter((id) => id.includes('/react-hook-form/'))),
    ).toEqual([]);
    // It is in the build at all (the sign-in page has forms), so the check above is not vacuous.
    expect(
      Object.keys(manifest).some((key) => modulesOf(key).some((id) => id.includes('/react-hook-form/'))),
    ).toBe(true);
  });

  it('loads the error reporter only by dynamic import (a shop without SENTRY_BROWSER_DSN downloads none of it)', () => {
    const reporter = Object.keys(manifest).filter((key) =>
      modulesOf(key).some((id) => id.endsWith('/src/web/lib/error-reporting.ts')),
    );
    expect(reporter.length).toBe(1);
    expect(everyPage()).not.toContain(reporter[0]);
    expect(manifest['main.tsx']!.dynamicImports).toContain(reporter[0]);
  });

  it('still builds the admin, as lazy chunks reached only by dynamic import', () => {
    // Without this the check above could pass on a build that simply lost the admin.
    const adminChunks = Object.keys(manifest).filter((key) =>
      modulesOf(key).some((id) =>
        id.endsWith('/src/web/features/admin/shell/components/admin-dashboard.tsx'),
      ),
    );
    expect(adminChunks.length).toBe(1);
    const lazyRoots = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
    expect([...lazyRoots].some((key) => staticGraph(key).includes(adminChunks[0]!))).toBe(true);
  });
});
