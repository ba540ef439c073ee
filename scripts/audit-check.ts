/**
 * CI's advisory check (issue 40, decision 060): `npm audit --omit=dev --audit-level=high` on the runtime
 * dependencies, offline-tolerant.
 * - exit 1: a production dependency has a known advisory at high or critical (each one printed);
 * - exit 0 with a warning: the registry's audit endpoint could not be reached or answered with an error (an
 *   offline machine, a mirror without the endpoint): the check is skipped, not failed;
 * - exit 2: npm audit failed for another reason (no lockfile, say): that is ours to fix.
 * Usage: node --import tsx scripts/audit-check.ts [--dir <project>] [npm audit options, e.g. --registry <url>]
 */
import { spawnSync } from 'node:child_process';

export type AuditOutcome =
  | { kind: 'findings'; lines: string[] }
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'error'; reason: string };

const LEVELS = ['info', 'low', 'moderate', 'high', 'critical'];
const AUDIT_LEVEL = 'high';
/** What npm says when the audit endpoint failed (network error or an HTTP error from it). */
const UNREACHABLE =
  /audit endpoint returned an error|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|network/i;

interface AuditJson {
  vulnerabilities?: Record<
    string,
    { name: string; severity: string; range?: string; via?: Array<string | { title?: string; url?: string }> }
  >;
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  error?: { code?: string; summary?: string };
}

/** Reads what `npm audit --json` printed (stdout) and said (stderr). */
export function readAudit(stdout: string, stderr: string): AuditOutcome {
  let json: AuditJson | undefined;
  try {
    json = JSON.parse(stdout) as AuditJson;
  } catch {
    json = undefined;
  }
  if (json?.vulnerabilities && json.metadata?.vulnerabilities) {
    const floor = LEVELS.indexOf(AUDIT_LEVEL);
    const lines = Object.values(json.vulnerabilities)
      .filter((v) => LEVELS.indexOf(v.severity) >= floor)
      .map((v) => {
        const why = (v.via ?? [])
          .map((via) =>
            typeof via === 'string' ? `via ${via}` : `${via.title ?? ''} ${via.url ?? ''}`.trim(),
          )
          .join('; ');
        return `${v.severity}: ${v.name} ${v.range ?? ''} ${why}`.replace(/\s+/g, ' ').trim();
      });
    return lines.length > 0
      ? { kind: 'findings', lines }
      : { kind: 'clean', counts: json.metadata.vulnerabilities };
  }
  const said = `${json?.message ?? ''} ${json?.error?.code ?? ''} ${stderr}`;
  const reason = (json?.message || stderr.split('\n').find((l) => l.trim()) || 'no output').trim();
  return UNREACHABLE.test(said) ? { kind: 'unreachable', reason } : { kind: 'error', reason };
}

function main(argv: string[]): number {
  let cwd = process.cwd();
  const extra: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dir' && argv[i + 1]) cwd = argv[++i]!;
    else extra.push(argv[i]!);
  }
  const run = spawnSync('npm', ['audit', '--omit=dev', `--audit-level=${AUDIT_LEVEL}`, '--json', ...extra], {
    cwd,
    encoding: 'utf8',
    // CI turns npm's install-time audit off (npm_config_audit=false); this is the one place it is wanted.
    env: { ...process.env, npm_config_audit: 'true', npm_config_update_notifier: 'false' },
    timeout: 120_000,
  });
  const outcome = readAudit(
    run.stdout ?? '',
    `${run.stderr ?? ''}${run.error ? ` ${run.error.message}` : ''}`,
  );
  switch (outcome.kind) {
    case 'findings':
      process.stdout.write(
        `advisories at ${AUDIT_LEVEL} or above in production dependencies:\n  ${outcome.lines.join('\n  ')}\n` +
          'Update the package (or its parent), or record why it cannot be reached in our use (docs/decisions).\n',
      );
      return 1;
    case 'clean':
      process.stdout.write(
        `no advisories at ${AUDIT_LEVEL} or above in production dependencies (all: ${JSON.stringify(outcome.counts)})\n`,
      );
      return 0;
    case 'unreachable':
      process.stdout.write(
        `WARNING: advisory check skipped: the registry's audit endpoint could not be reached (${outcome.reason})\n`,
      );
      return 0;
    default:
      process.stdout.write(`npm audit failed: ${outcome.reason}\n`);
      return 2;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
