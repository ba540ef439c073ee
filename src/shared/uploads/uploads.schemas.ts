import { z } from 'zod';
import { imageSchema } from '../catalog/catalog.schemas.ts';
import { imageUrlProblem, UPLOAD_FOLDERS, UPLOAD_MESSAGES } from './uploads.ts';

export * from './uploads.ts';

/**
 * An image reference saved with a post, product or the hero: an http(s) URL, a site path such as
 * `/media/blog-images/…`, or the base64 fallback of docs/product.md §9.5
 * (`data:image/png|jpeg|gif|webp;base64,…`, at most 1 MB decoded). Trimmed. Routes accepting data URLs need
 * `bodyLimit: IMAGE_JSON_BODY_LIMIT`.
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

/** The upload's 201 answer: the catalog's image shape. */
export const uploadedImageSchema = imageSchema;
