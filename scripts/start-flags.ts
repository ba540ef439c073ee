import { readFileSync } from 'node:fs';

/**
 * The Node flags `npm start` runs the server with (package.json's start script; the Docker image's CMD has the
 * same, scripts/server-startup.test.ts): the bench starts its server with them, so it measures that process.
 */
export function startNodeFlags(): string[] {
  const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return String(packageJson.scripts.start)
    .split(/\s+/)
    .filter((arg) => arg.startsWith('--'));
}
