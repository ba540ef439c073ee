import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startCommand } from './start-flags.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Repository files a module imports statically (value imports and re-exports; not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const specs = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]/gm),
  ].map((match) => match[1]!);
  return specs.flatMap((spec) => {
    const target = spec.startsWith('#')
      ? `src/${spec.slice(1)}`
      : spec.startsWith('.')
        ? normalize(join(dirname(file), spec))
        : null;
    return target && existsSync(join(root, target)) ? [relative(root, join(root, target))] : [];
  });
}

/** Every repository module loaded when `start` is, before any `import()` runs. */
function startupGraph(start: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) walk(next);
  };
  walk(start);
  return seen;
}

describe('the production server start-up', () => {
  const graph = startupGraph('src/server/main.ts');

  it('loads the app and its features', () => {
    expect(graph).toContain('src/server/app.ts');
    expect(graph.size).toBeGreaterThan(50);
  });

  it('never loads the demo data or its artwork generator (only seeding does, with import())', () => {
    expect(
      [...graph].filter((file) => file.startsWith('src/server/db/seed/') && !file.endsWith('is-seeded.ts')),
    ).toEqual(['src/server/db/seed/seed-child.ts']);
  });

  it('loads the invoice PDF writer (pdfkit, its fonts) only with import(), on the first PDF', () => {
    expect(graph).toContain('src/server/features/gst/gst.routes.ts');
    expect(graph).not.toContain('src/server/features/gst/invoice-pdf.ts');
  });
});

describe('how the production server runs', () => {
  it("caps V8's young generation, its old generation's growth and glibc's malloc arenas (decision 012 addenda)", () => {
    expect(startCommand()).toEqual({
      env: { MALLOC_ARENA_MAX: '2' },
      nodeFlags: ['--max-semi-space-size=4', '--heap-growing-percent=50'],
    });
  });

  it('the Docker image runs what `npm start` runs: its environment settings and Node flags', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!);
    const { env, nodeFlags } = startCommand();
    expect(cmd).toEqual(['node', ...nodeFlags, 'dist/server/main.js']);
    const imageEnv = /^ENV (.*)$/m.exec(dockerfile)![1]!.split(/\s+/);
    for (const [name, value] of Object.entries(env)) expect(imageEnv).toContain(`${name}=${value}`);
  });
});
