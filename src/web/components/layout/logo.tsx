import { clsx } from 'clsx';

/**
 * The Karigar mark: a Lippan-style mirror motif, stitched in white on terracotta. 32 px unless the caller's
 * classes give a size (no class merging in the entry: docs/performance.md).
 */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={clsx('shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <g fill="none" stroke="white" strokeWidth="2" strokeLinecap="round">
        <circle cx="16" cy="16" r="4" />
        <path d="M16 5v4M16 23v4M5 16h4M23 16h4M8.2 8.2l2.9 2.9M20.9 20.9l2.9 2.9M8.2 23.8l2.9-2.9M20.9 11.1l2.9-2.9" />
      </g>
    </svg>
  );
}

export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="font-serif text-2xl leading-none font-bold tracking-tight">{name}</span>
    </span>
  );
}
