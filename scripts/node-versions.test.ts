import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One Node story (decision 060): the floor in package.json (22.12), the types of that floor, the server bundle's
 * target, CI's Node on every step and the image's Node on the same major, and the update bot's rules that keep
 * them so.
 */
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const ci = read('.ci/run');
const dockerfile = read('Dockerfile');
const renovate = JSON.parse(read('renovate.json')) as {
  schedule: string[];
  packageRules: Array<Record<string, unknown>>;
  customManagers: Array<{ matchStrings: string[]; managerFilePatterns: string[] }>;
};

describe('Node versions', () => {
  it('supports Node 22.12 and later, with the types of 22', () => {
    expect(pkg.engines.node).toBe('>=22.12.0');
    expect(pkg.devDependencies['@types/node']).toMatch(/^22\./);
    expect(read('scripts/build-server.ts')).toContain("target: 'node22.12'");
  });

  it('runs every CI step on the Node the image runs', () => {
    const ciVersion = ci.match(/^NODE24_VERSION=(\d+)\.\d+\.\d+$/m)?.[1];
    const images = [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((m) => m[1]);
    expect(images.length).toBe(2);
    expect(new Set(images)).toEqual(new Set([ciVersion]));
    // Node 24 goes first on PATH before the install step, so npm, the suites and the e2e servers run on it.
    const pathAt = ci.indexOf('export PATH="$(dirname "$NODE24"):$PATH"');
    expect(pathAt).toBeGreaterThan(0);
    expect(pathAt).toBeLessThan(ci.indexOf('run_step install'));
    expect(ci).toContain('run_step advisories');
  });

  it('has Renovate propose grouped updates once a month and keep Node on its major', () => {
    expect(renovate.schedule).toEqual(['* 0-6 1 * *']);
    const groups = renovate.packageRules.map((rule) => rule.groupName).filter(Boolean);
    expect(groups).toEqual(
      expect.arrayContaining(['runtime dependencies (patch and minor)', 'tooling (patch and minor)']),
    );
    expect(renovate.packageRules).toContainEqual(
      expect.objectContaining({ matchPackageNames: ['@types/node'], allowedVersions: '<23' }),
    );
    // The regex manager finds CI's Node pin.
    const [manager] = renovate.customManagers;
    expect(new RegExp(manager!.matchStrings[0]!).exec(ci)?.groups?.currentValue).toMatch(/^24\.\d+\.\d+$/);
    expect(new RegExp(manager!.managerFilePatterns[0]!.slice(1, -1)).test('.ci/run')).toBe(true);
  });
});
