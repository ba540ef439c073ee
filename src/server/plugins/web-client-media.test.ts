import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../testing/build-test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'karigar-new-shop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a new shop gets its media folder at start (no "root path must exist" warning on a first start)', async () => {
  expect(existsSync(join(dataDir, 'media'))).toBe(false);
  const t = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  try {
    expect(existsSync(join(dataDir, 'media'))).toBe(true);
    expect((await t.app.inject({ url: '/media/none.webp' })).statusCode).toBe(404);
  } finally {
    await t.close();
  }
});
