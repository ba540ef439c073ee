import { z } from 'zod';
import { LANGS } from './translate.ts';

/**
 * `?lang=` of the public content reads (decision 035): `hi` answers each text in Hindi where the admin
 * entered one, else in English. Part of the URL, so the public cache and browsers keep each language apart.
 */
export const contentLangQuerySchema = z.object({ lang: z.enum(LANGS).default('en') });
