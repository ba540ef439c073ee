import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/decisions/001: web → shared ← server. shared imports neither, web never imports server, nor server web. */
const root = new URL('..', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  return [
    ...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => (m[1] ?? m[2])!);
}

function resolvesInto(file: string, spec: string): string | null {
  if (spec.startsWith('#')) return `src/${spec.slice(1).split('/')[0]}`;
  if (!spec.startsWith('.')) return null;
  return relative(root, join(root, file, '..', spec));
}

const forbidden: Record<string, { trees: string[]; packages: RegExp }> = {
  'src/shared': {
    trees: ['src/server', 'src/web'],
    packages: /^(node:|react|fastify|drizzle-orm|pg$|@electric-sql)/,
  },
  'src/web': {
    trees: ['src/server'],
    packages: /^(node:|fastify|drizzle-orm|pg$|@electric-sql|better-auth\/(adapters|node)|nodemailer|sharp)/,
  },
  'src/server': { trees: ['src/web'], packages: /^(react|react-dom|react-router)$/ },
};

describe('import direction', () => {
  for (const [tree, rule] of Object.entries(forbidden)) {
    it(`${tree} imports nothing it must not`, () => {
      const offences: string[] = [];
      for (const file of files(tree)) {
        for (const spec of imports(file)) {
          const target = resolvesInto(file, spec);
          if (target && rule.trees.some((t) => target === t || target.startsWith(`${t}/`)))
            offences.push(`${file} → ${spec}`);
          if (!target && rule.packages.test(spec)) offences.push(`${file} → ${spec}`);
        }
      }
      expect(offences).toEqual([]);
    });
  }
});

describe('heavy server packages load on demand', () => {
  it('the AWS SDK is imported only with import() (a server storing media on disk never loads it)', () => {
    const staticImports = files('src/server')
      .filter((file) => !/\.test\.ts$|-test-support\.ts$/.test(file))
      .filter((file) =>
        /^\s*import\s+(?!type\b)[^'"]*from\s+['"]@aws-sdk\//m.test(readFileSync(join(root, file), 'utf8')),
      );
    expect(staticImports).toEqual([]);
  });
});
