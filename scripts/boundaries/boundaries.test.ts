import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries (CONTRIBUTING.md, Boundaries; docs/decisions) are lint rules in biome.json. This runs
 * Biome with the project's own configuration on a fixture tree (scripts/boundaries/fixture, which the normal
 * lint skips) holding one deliberate violation of each rule and the allowed look-alikes, and expects the
 * rule's failure on exactly the bad files.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

let dir: string;
let findings: Array<{ rule: string; file: string }>;
let exitCode = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'karigar-boundaries-'));
  cpSync(join(root, 'scripts/boundaries/fixture'), dir, { recursive: true });
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  // The same rules and overrides; only which files to read differs (no git here, every fixture file).
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  let out = '';
  try {
    out = execFileSync(biome, ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    exitCode = failed.status;
    out = failed.stdout;
  }
  findings = [...out.matchAll(/^::error title=lint\/\w+\/(\w+),file=([^,]+),/gm)].map(([, rule, file]) => ({
    rule: rule!,
    file: file!.slice(dir.length + 1),
  }));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const flagged = (rule: string) =>
  findings
    .filter((finding) => finding.rule === rule)
    .map((finding) => finding.file)
    .sort();

describe('import boundaries (biome.json)', () => {
  it('fail the lint on the fixture', () => {
    expect(exitCode).not.toBe(0);
  });

  it("refuse a feature reaching into another feature's lib/ or into app/, and components/ui knowing a feature", () => {
    expect(flagged('noRestrictedImports')).toEqual([
      'src/server/features/wishlist/reads-catalog-repo.ts',
      'src/web/components/ui/knows-a-feature.tsx',
      'src/web/features/cart/components/imports-app.tsx',
      'src/web/features/cart/components/reaches-into-catalog.tsx',
    ]);
  });

  it('refuse a runtime import cycle, not one closed only by a type import', () => {
    expect(flagged('noImportCycles')).toEqual(['src/web/lib/cycle-a.ts', 'src/web/lib/cycle-b.ts']);
  });

  it('report nothing else', () => {
    expect(findings.filter((finding) => !/noRestrictedImports|noImportCycles/.test(finding.rule))).toEqual(
      [],
    );
  });
});
