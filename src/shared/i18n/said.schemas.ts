import { z } from 'zod';

/** A message with figures in an answer (decision 042): see `Said` in said.ts. */
export const saidSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
