/**
 * Prints the totals of all test suites as one plain closing line, `N passed, N failed`, for the CI reader
 * (which does not recognise vitest's or Playwright's own summaries).
 *
 *   node --import tsx scripts/ci-summary.ts \
 *     --vitest test-results/vitest-pglite.json --vitest test-results/vitest-pg.json \
 *     --playwright test-results/e2e.json --failed-step lint
 *
 * --vitest [LABEL=]FILE       a `vitest run --reporter=json --outputFile=FILE` report
 * --playwright [LABEL=]FILE   a Playwright `json` reporter report
 * --failed-step NAME  a non-test step that failed (lint, typecheck, build...): counts as one failure
 *
 * A report that is missing or unreadable counts as one failure (the suite crashed before reporting). So does
 * a suite-level error that failed no test (a test file that did not load, an unhandled error, a web server
 * that did not start). Skipped tests count as neither passed nor failed, but are listed.
 * Exit code: 0 when nothing failed, 1 otherwise.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface SuiteCount {
  label: string;
  passed: number;
  failed: number;
  skipped: number;
  notes: string[];
}

interface VitestAssertion {
  status: string;
  fullName?: string;
  title?: string;
}
interface VitestFile {
  name: string;
  status: string;
  message?: string;
  assertionResults?: VitestAssertion[];
}
interface VitestReport {
  success?: boolean;
  numFailedTests?: number;
  testResults?: VitestFile[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number; interrupted?: number };
  errors?: Array<{ message?: string }>;
}

const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0]?.slice(0, 200) ?? '';

export function countVitest(report: VitestReport, label: string): SuiteCount {
  const count: SuiteCount = { label, passed: 0, failed: 0, skipped: 0, notes: [] };
  for (const file of report.testResults ?? []) {
    let failedHere = 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') count.passed++;
      else if (test.status === 'failed') {
        count.failed++;
        failedHere++;
      } else count.skipped++; // skipped, pending, todo, disabled
    }
    // A file that failed without a failing test: it did not load, or a hook threw.
    if (file.status === 'failed' && failedHere === 0) {
      count.failed++;
      count.notes.push(`${file.name}: ${firstLine(file.message) || 'suite failed'}`);
    }
  }
  // vitest marks the run unsuccessful for unhandled errors too, which belong to no test.
  if (report.success === false && count.failed === 0) {
    count.failed++;
    count.notes.push('vitest reported failure (unhandled error outside any test)');
  }
  return count;
}

export function countPlaywright(report: PlaywrightReport, label: string): SuiteCount {
  const stats = report.stats ?? {};
  const count: SuiteCount = {
    label,
    // With retries 0 there is no flaky test; if retries are turned on, a flaky test did pass.
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (stats.interrupted ?? 0),
    skipped: stats.skipped ?? 0,
    notes: [],
  };
  // Global errors (web server did not start, globalSetup threw, a spec file did not load).
  const errors = report.errors ?? [];
  if (errors.length > 0) {
    count.failed += errors.length;
    for (const error of errors) count.notes.push(firstLine(error.message) || 'global error');
  }
  return count;
}

function readReport<T>(file: string, label: string): T | SuiteCount {
  if (!existsSync(file)) {
    return {
      label,
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: [`report ${file} is missing: the suite did not run or crashed`],
    };
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    return {
      label,
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: [`report ${file} is not valid JSON: ${String(error)}`],
    };
  }
}

const isCount = (value: unknown): value is SuiteCount =>
  typeof value === 'object' && value !== null && 'label' in value && 'passed' in value;

export function summarize(args: string[]): { lines: string[]; passed: number; failed: number } {
  const suites: SuiteCount[] = [];
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = args[i + 1];
    if (value === undefined || !['--vitest', '--playwright', '--failed-step'].includes(flag ?? '')) {
      throw new Error(
        `ci-summary: unexpected argument ${flag ?? ''} (see the header of scripts/ci-summary.ts)`,
      );
    }
    i++;
    if (flag === '--failed-step') {
      suites.push({ label: `step ${value}`, passed: 0, failed: 1, skipped: 0, notes: ['step failed'] });
      continue;
    }
    const eq = value.indexOf('=');
    const label = eq > 0 ? value.slice(0, eq) : value;
    const file = eq > 0 ? value.slice(eq + 1) : value;
    if (flag === '--vitest') {
      const report = readReport<VitestReport>(file, label);
      suites.push(isCount(report) ? report : countVitest(report, label));
    } else {
      const report = readReport<PlaywrightReport>(file, label);
      suites.push(isCount(report) ? report : countPlaywright(report, label));
    }
  }
  const passed = suites.reduce((n, s) => n + s.passed, 0);
  const failed = suites.reduce((n, s) => n + s.failed, 0);
  const lines: string[] = [];
  for (const s of suites) {
    lines.push(
      `  ${s.label}: ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`,
    );
    for (const note of s.notes) lines.push(`    - ${note}`);
  }
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { lines, failed } = summarize(process.argv.slice(2));
    process.stdout.write(`${lines.join('\n')}\n`);
    process.exitCode = failed > 0 ? 1 : 0;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  }
}
