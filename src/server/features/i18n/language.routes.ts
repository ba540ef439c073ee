import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGS, pathInLang } from '#shared/i18n/translate.ts';
import { user } from '../../db/schema/index.ts';
import { langCookie } from '../../lib/language.ts';
import { optionalSessionUser } from '../../plugins/optional-session.ts';

const query = z.object({
  lang: z.enum(LANGS),
  /** The page to show in that language: a path of this site (one leading slash), English or not. */
  next: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/, 'next must be a path of this site')
    .default('/'),
});

/**
 * The language switch (decision 035): a plain link, so it works without JavaScript. Keeps the choice in a
 * cookie, and in the profile of a signed-in customer (their mails and their next sign-in follow it), and
 * sends the browser to the page under the language's prefix.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https:');
  app.get(
    '/api/language',
    {
      schema: {
        tags: ['i18n'],
        summary: 'Choose the shop language and go to a page in it',
        querystring: query,
      },
    },
    async (request, reply) => {
      const { lang, next } = request.query;
      const me = await optionalSessionUser(app, request, reply);
      if (me && me.language !== lang) {
        await app.db.update(user).set({ language: lang }).where(eq(user.id, me.id));
      }
      const url = new URL(next, 'http://local');
      return reply
        .header('set-cookie', langCookie(lang, secure))
        .header('cache-control', 'no-store')
        .redirect(`${pathInLang(url.pathname, lang)}${url.search}`, 303);
    },
  );
};
