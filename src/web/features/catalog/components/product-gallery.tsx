import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { galleryKeyTarget, galleryStep, swipeDirection } from '../lib/product-detail.ts';

/** The main picture: the left column from lg (about 520 px), else the page width up to 576 px. */
const MAIN_SIZES =
  '(min-width: 1152px) 520px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) 576px, calc(100vw - 32px)';
const THUMB_SIZES = '96px';

const arrowButton =
  'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/90 text-foreground shadow-soft transition-opacity hover:bg-surface sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100';

interface ProductGalleryProps {
  images: ProductImage[];
  /** The product name, for the pictures' text alternative. */
  name: string;
  /** The category cover, tried when a picture fails. */
  fallback: ProductImage | null;
}

/**
 * The product's pictures: one large, thumbnails below. Arrow keys (and Home/End) move between pictures
 * while the picture has focus; a sideways swipe does the same on touch screens.
 */
export function ProductGallery({ images, name, fallback }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  const count = images.length;
  const several = count > 1;

  const go = (step: number) => setIndex((i) => galleryStep(i, count, step));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = galleryKeyTarget(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    setIndex(target);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!several || event.pointerType === 'mouse') return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const step = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  }

  return (
    <div className="flex flex-col gap-3">
      <section
        aria-roledescription="gallery"
        aria-label={`Pictures of ${name}`}
        tabIndex={several ? 0 : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        className="group relative aspect-square touch-pan-y overflow-hidden rounded-card border border-border bg-sand select-none"
      >
        {/* Every picture is stacked here, the current one on top, so switching is instant: the first
            loads first (the page's largest element), the others right after at low priority. */}
        {(count > 0 ? images : [undefined]).map((image, i) => (
          <ResponsiveImage
            key={image?.url ?? 'none'}
            image={image}
            fallback={fallback}
            alt={i !== index ? '' : several ? `${name}, picture ${index + 1} of ${count}` : name}
            aria-hidden={i !== index || undefined}
            sizes={MAIN_SIZES}
            priority={i === 0}
            preload={i !== 0}
            draggable={false}
            className={clsx(
              'absolute inset-0 size-full transition-opacity duration-200',
              i === index ? 'opacity-100' : 'opacity-0',
            )}
          />
        ))}
        {several && (
          <>
            <button
              type="button"
              aria-label="Previous picture"
              className={clsx(arrowButton, 'left-3')}
              onClick={() => go(-1)}
            >
              <ChevronLeft aria-hidden="true" size={22} strokeWidth={1.75} />
            </button>
            <button
              type="button"
              aria-label="Next picture"
              className={clsx(arrowButton, 'right-3')}
              onClick={() => go(1)}
            >
              <ChevronRight aria-hidden="true" size={22} strokeWidth={1.75} />
            </button>
            <span
              aria-hidden="true"
              className="absolute right-3 bottom-3 rounded-full bg-foreground/70 px-2.5 py-0.5 text-sm font-semibold text-primary-foreground tabular-nums"
            >
              {index + 1} / {count}
            </span>
          </>
        )}
      </section>

      {several && (
        <ul aria-label="Choose a picture" className="grid grid-cols-5 gap-2 sm:gap-3">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={`Show picture ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="block aspect-square w-full overflow-hidden rounded-control border-2 border-transparent bg-sand opacity-75 transition hover:opacity-100 aria-[current=true]:border-primary aria-[current=true]:opacity-100"
              >
                <ResponsiveImage
                  image={image}
                  fallback={fallback}
                  alt=""
                  sizes={THUMB_SIZES}
                  className="size-full"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
