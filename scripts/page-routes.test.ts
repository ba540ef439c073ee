import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS } from '../src/server/features/seo/page-meta.ts';
import { paths } from '../src/web/config/paths.ts';

/** Every page of the web router gets its own head from the server (and no server page is orphaned). */
const shape = (pattern: string) => pattern.replace(/:[^/]+/g, ':param');

describe('web routes and server page meta agree', () => {
  const webPatterns = Object.values(paths)
    .map((route) => route.path)
    .filter((path) => path !== '*')
    .map(shape);
  const serverPatterns = PAGE_PATTERNS.map(shape);

  it('the server knows every web page', () => {
    expect(webPatterns.filter((p) => !serverPatterns.includes(p))).toEqual([]);
  });

  it('the server knows no page the web app lacks (spec audit 2.12: no /admin/:tab, the tab is ?tab=)', () => {
    expect(serverPatterns.filter((p) => !webPatterns.includes(p))).toEqual([]);
  });
});
