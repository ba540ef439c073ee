import { useMemo } from 'react';
import { TESTIMONIAL_ADMIN_MESSAGES } from '#shared/home/testimonial-admin.ts';
import en from '#web/i18n/en/admin-testimonials.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The Testimonials tab's texts (decision 035). */
export const useTestimonialsT = defineCatalog(en, {
  hi: () => import('#web/i18n/hi/admin-testimonials.json'),
});

/** TESTIMONIAL_ADMIN_MESSAGES (the schema's and the server's wording) in the page's language. */
export function useTestimonialMessages() {
  const t = useTestimonialsT();
  return useMemo(
    () => sharedMessages(TESTIMONIAL_ADMIN_MESSAGES, (name) => t(`adminTestimonials.msg.${name}` as never)),
    [t],
  );
}
