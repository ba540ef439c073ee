import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useReviewsT } from '../i18n.ts';

interface ReviewPhotoViewerProps {
  photos: ProductImage[];
  start: number;
  authorName: string;
  onClose: () => void;
}

/** A reviewer's photos, large, one at a time; Escape or Close returns to the thumbnail that opened it. */
export default function ReviewPhotoViewer({ photos, start, authorName, onClose }: ReviewPhotoViewerProps) {
  const [index, setIndex] = useState(start);
  const t = useReviewsT();
  const photo = photos[index] ?? photos[0]!;
  const many = photos.length > 1;
  const step = (by: number) => setIndex((i) => (i + by + photos.length) % photos.length);
  const srcSet = photo.variants?.map((v) => `${v.url} ${v.width}w`).join(', ');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-foreground/70 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[60] flex max-h-[92vh] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-card bg-surface p-3 shadow-soft data-[state=open]:animate-pop-in sm:p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="text-base font-semibold">
              {t('reviews.photoTitle', { index: index + 1, count: photos.length, name: authorName })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('reviews.close')}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <img
            src={photo.url}
            srcSet={srcSet || undefined}
            sizes="(min-width: 800px) 768px, 95vw"
            alt={t('reviews.photoAlt', { index: index + 1, count: photos.length, name: authorName })}
            className="max-h-[72vh] w-full rounded-control object-contain"
          />
          {many && (
            <div className="flex justify-between gap-3">
              <Button variant="secondary" onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" />
                {t('reviews.previousPhoto')}
              </Button>
              <Button variant="secondary" onClick={() => step(1)}>
                {t('reviews.nextPhoto')}
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
