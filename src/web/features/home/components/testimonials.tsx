import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { FEATURED_TESTIMONIALS_LIMIT } from '#shared/home/home-content.ts';
import { Container } from '#web/components/ui/container.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { featuredTestimonialsQueryOptions } from '../api/get-testimonials.ts';

const GRID = 'grid gap-4 sm:gap-6 md:grid-cols-3';

/** Up to three featured reviews. The section is left out when there are none (or they failed to load). */
export function TestimonialsSection() {
  const { data, isPending, isError } = useQuery(featuredTestimonialsQueryOptions());
  const items = isPending || isError ? [] : data.slice(0, FEATURED_TESTIMONIALS_LIMIT);
  const t = useT();
  if (!isPending && items.length === 0) return null;

  return (
    <section aria-labelledby="testimonials-title" className="py-14 sm:py-20">
      <Container className="flex flex-col gap-10">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
          description={t('testimonials.text')}
        />
        {isPending ? (
          <div className={GRID} aria-busy="true">
            <span className="sr-only">{t('testimonials.loading')}</span>
            {Array.from({ length: FEATURED_TESTIMONIALS_LIMIT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <div key={i} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="mt-2 h-5 w-32" />
              </div>
            ))}
          </div>
        ) : (
          <ul className={GRID}>
            {items.map((item) => (
              <li key={item.id}>
                <figure className="flex h-full flex-col gap-4 rounded-card border border-border bg-surface p-6">
                  <div className="flex items-center justify-between">
                    <RatingStars rating={item.rating} />
                    <Quote aria-hidden="true" size={28} strokeWidth={1.5} className="text-primary/30" />
                  </div>
                  <blockquote className="flex-1 text-base">
                    <p>{item.reviewText}</p>
                  </blockquote>
                  <figcaption className="font-serif text-lg font-semibold">{item.customerName}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
