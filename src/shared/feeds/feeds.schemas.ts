import { z } from 'zod';

/** What a product lacks for the Google and Meta feeds (decision 071), as the admin's report names it. */
export const FEED_PROBLEMS = ['no-image', 'short-description', 'no-hsn', 'left-out', 'no-variant'] as const;
export type FeedProblem = (typeof FEED_PROBLEMS)[number];

export const feedReportItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  catalogNumber: z.string(),
  feedExcluded: z.boolean(),
  problems: z.array(z.enum(FEED_PROBLEMS)),
});

/** GET /api/admin/feeds/report: the feeds' addresses and the products that lack something. */
export const feedReportSchema = z.object({
  feeds: z.array(z.string()),
  items: z.array(feedReportItemSchema),
});

export type FeedReport = z.infer<typeof feedReportSchema>;
