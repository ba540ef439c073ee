import { z } from 'zod';
import { imageUrlProblem, UPLOAD_FOLDERS, UPLOAD_MESSAGES } from './uploads.ts';

export * from './uploads.ts';

/**
 * An image reference saved with a post, product or the hero: an http(s) URL, a site path such as
 * `/media/blog-images/…`, or the spec's base64 fallback (`data:image/png|jpeg|gif|webp;base64,…`,
 * at most 1 MB decoded). Trimmed. Routes accepting data URLs need `bodyLimit: IMAGE_JSON_BODY_LIMIT`.
 */
export const imageUrlSchema = z
  .string({ error: UPLOAD_MESSAGES.invalidUrl })
  .trim()
  .superRefine((value, ctx) => {
    const problem = imageUrlProblem(value);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'inlineTooLarge' ? UPLOAD_MESSAGES.inlineTooLarge : UPLOAD_MESSAGES.invalidUrl,
      });
  });

export const uploadFolderSchema = z.enum(UPLOAD_FOLDERS, { error: UPLOAD_MESSAGES.invalidFolder });

export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })).optional(),
});
