import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { TestClient } from '../../testing/accounts.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { ADMIN_PASSWORD_WEAK } from './bootstrap-admin.ts';

/** `npm run admin:create` as a real process on a PGlite data directory of its own. */
const dataDir = mkdtempSync(join(tmpdir(), 'karigar-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/features/auth/admin-create-cli.ts', ...args],
    {
      // No terminal: the password comes from ADMIN_PASSWORD or not at all.
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

describe('npm run admin:create', () => {
  it('never takes the password from the command line; without ADMIN_PASSWORD or a terminal, says how', () => {
    const argv = run(['--email', 'owner@example.in', '--password', 'owner-pass-123']);
    expect(argv.status).toBe(1);
    expect(argv.stderr).toContain('The password is never taken from the command line');
    const none = run(['--email', 'owner@example.in']);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('No password: set ADMIN_PASSWORD, or run it in a terminal to type one.');
  });

  it('refuses a short password without touching anything', () => {
    const res = run(['--email', 'owner@example.in'], { ADMIN_PASSWORD: 'short' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('The password must be at least 8 characters.');
  });

  it('refuses a common password (M8)', () => {
    const res = run(['--email', 'owner@example.in'], { ADMIN_PASSWORD: 'password123' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(ADMIN_PASSWORD_WEAK);
  });

  it('creates an admin who can sign in and lands on the two-factor enrolment (review 2026-11-29 L3)', async () => {
    const res = run(['--email', 'Owner@Example.in'], { ADMIN_PASSWORD: 'owner-pass-123' });
    expect(res.stderr).toBe('');
    expect(res.stdout.trim()).toBe('Created the admin account owner@example.in.');
    expect(res.status).toBe(0);

    const t = await buildTestApp({ db: await openDb({ kind: 'pglite', dataDir }) });
    try {
      const signIn = await new TestClient(t).post('/api/account/sign-in', {
        email: 'owner@example.in',
        password: 'owner-pass-123',
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toMatchObject({
        redirectTo: '/admin/two-factor',
        user: { role: 'admin', twoFactorEnabled: false },
      });
    } finally {
      await t.close();
    }
  });
});
