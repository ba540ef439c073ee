import { clsx } from 'clsx';
import { useId } from 'react';
import { useT } from '#web/lib/i18n.tsx';

interface RatingStarsProps {
  /** 0 to 5; fractions round to the nearest half star. */
  rating: number;
  className?: string;
  /** Height of one star in px. */
  size?: number;
}

/** Lucide's star outline (24 × 24), drawn once per rating and reused. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** One star plus the gap after it, in the star's own units. */
const STEP = 26;
const OFFSETS = [0, 1, 2, 3, 4].map((n) => n * STEP);

/**
 * Five marigold stars with a text alternative ("Rated 4.5 out of 5"): one small SVG whose filled stars are
 * clipped to the rating, so a grid of product cards stays a few nodes per card (it is hydrated on phones).
 */
export function RatingStars({ rating, className, size = 16 }: RatingStarsProps) {
  const id = useId();
  const t = useT();
  const clamped = Math.min(5, Math.max(0, rating));
  const halves = Math.round(clamped * 2);
  const filledWidth = Math.floor(halves / 2) * STEP + (halves % 2) * 12;
  const label = t('rating.label', { rating: Number.isInteger(clamped) ? clamped : clamped.toFixed(1) });
  const width = STEP * 5 - 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-1 -1 ${width + 2} 26`}
      width={(size * (width + 2)) / 26}
      height={size}
      className={clsx('inline-block shrink-0 text-accent', className)}
    >
      <defs>
        <path id={`${id}s`} d={STAR_PATH} />
        <clipPath id={`${id}c`}>
          <rect x="-1" y="-1" width={filledWidth + 1} height="26" />
        </clipPath>
      </defs>
      {/* The fill under the outline, so every star keeps its whole stroke. */}
      {halves > 0 && (
        <g fill="currentColor" clipPath={`url(#${id}c)`}>
          {OFFSETS.map((x) => (
            <use key={x} href={`#${id}s`} x={x} />
          ))}
        </g>
      )}
      <g fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinejoin="round">
        {OFFSETS.map((x) => (
          <use key={x} href={`#${id}s`} x={x} />
        ))}
      </g>
    </svg>
  );
}
