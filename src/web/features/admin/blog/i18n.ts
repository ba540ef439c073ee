import { useMemo } from 'react';
import { BLOG_MESSAGES } from '#shared/blog/blog.ts';
import en from '#web/i18n/en/admin-blog.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The Blog tab's texts: posts, comments, categories (decision 035). */
export const useAdminBlogT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-blog.json') });

/** BLOG_MESSAGES (the schema's and the server's wording) in the page's language. */
export function useBlogMessages() {
  const t = useAdminBlogT();
  return useMemo(() => sharedMessages(BLOG_MESSAGES, (name) => t(`adminBlog.msg.${name}` as never)), [t]);
}
