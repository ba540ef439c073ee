import { readFileSync } from 'node:fs';

/**
 * How `npm start` runs the server (package.json's start script: `NAME=value … node --flag … dist/server/main.js`):
 * its environment settings and its Node flags. The Docker image sets the same (scripts/server-startup.test.ts),
 * and the bench starts its server with them, so it measures that process.
 */
export function startCommand(): { env: Record<string, string>; nodeFlags: string[] } {
  const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const words = String(packageJson.scripts.start).split(/\s+/);
  const env = Object.fromEntries(
    words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=', 2) as [string, string]),
  );
  return { env, nodeFlags: words.filter((word) => word.startsWith('--')) };
}
