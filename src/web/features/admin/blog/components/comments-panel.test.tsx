import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminBlogComment } from '#shared/blog/blog.schemas.ts';
import { CommentsPanel } from './comments-panel.tsx';

const comment = (overrides: Partial<AdminBlogComment>): AdminBlogComment => ({
  id: 1,
  postId: 2,
  postTitle: 'Choosing a Dream Catcher',
  postSlug: 'choosing-a-dream-catcher',
  userName: 'Kabir',
  userEmail: 'kabir@example.in',
  content: 'Lovely',
  isApproved: false,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const buttons = (c: AdminBlogComment) =>
  [
    ...renderToStaticMarkup(
      <CommentsPanel comments={[c]} onModerate={() => {}} onDelete={() => {}} busyId={null} />,
    ).matchAll(/<button[^>]*>(?:<svg.*?<\/svg>)?([^<]*)<\/button>/g),
  ].map((m) => m[1]);

describe('the admin comments list', () => {
  it('audit 2.8: a rejected comment says Rejected and offers Restore (and Delete), not Approve or Reject', () => {
    const html = renderToStaticMarkup(
      <CommentsPanel
        comments={[comment({ status: 'rejected' })]}
        onModerate={() => {}}
        onDelete={() => {}}
        busyId={null}
      />,
    );
    expect(html).toContain('>Rejected<');
    expect(html).not.toContain('>Pending<');
    expect(buttons(comment({ status: 'rejected' }))).toEqual(['Restore', 'Delete']);
    expect(buttons(comment({ status: 'pending' }))).toEqual(['Approve', 'Reject', 'Delete']);
    expect(buttons(comment({ status: 'approved', isApproved: true }))).toEqual(['Unapprove', 'Delete']);
  });

  it('shows a comment as text, never as markup', () => {
    const html = renderToStaticMarkup(
      <CommentsPanel
        comments={[comment({ content: '<img src=x onerror=alert(1)>' })]}
        onModerate={() => {}}
        onDelete={() => {}}
        busyId={null}
      />,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
});
