import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

interface RatingStarsProps {
  /** 0 to 5; fractions round to the nearest half star. */
  rating: number;
  className?: string;
  /** Icon size in px. */
  size?: number;
}

/** Five marigold stars with a text alternative ("Rated 4.5 out of 5"). */
export function RatingStars({ rating, className, size = 16 }: RatingStarsProps) {
  const clamped = Math.min(5, Math.max(0, rating));
  const halves = Math.round(clamped * 2);
  const label = `Rated ${Number.isInteger(clamped) ? clamped : clamped.toFixed(1)} out of 5`;
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = halves >= n * 2 ? 'full' : halves === n * 2 - 1 ? 'half' : 'empty';
        return (
          <span key={n} className="relative inline-flex" style={{ width: size, height: size }}>
            <Star
              aria-hidden="true"
              size={size}
              strokeWidth={1.75}
              className="absolute inset-0 text-accent"
            />
            {fill !== 'empty' && (
              <span className={cn('absolute inset-0 overflow-hidden', fill === 'half' && 'w-1/2')}>
                <Star aria-hidden="true" size={size} strokeWidth={1.75} className="fill-accent text-accent" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
