import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../components/markdown.tsx';
import { parseInline, parseMarkdown } from './parse-markdown.ts';

const html = (source: string) =>
  renderToStaticMarkup(createElement(Markdown, { source }))
    .replace(/^<div[^>]*>/, '')
    .replace(/<\/div>$/, '')
    .replace(/ class="[^"]*"/g, '');

describe('parseMarkdown blocks', () => {
  it('reads #, ## and ### headings; #### and #word stay paragraphs', () => {
    expect(parseMarkdown('# One\n## Two\n### Three ##')).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'One' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Two' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Three' }] },
    ]);
    expect(parseMarkdown('#### Four')[0]?.type).toBe('paragraph');
    expect(parseMarkdown('#hashtag')[0]?.type).toBe('paragraph');
  });

  it('groups bullet lines with * or - into one list', () => {
    expect(parseMarkdown('* cotton thread\n- mirror pieces\n  * clay')).toEqual([
      {
        type: 'list',
        items: [
          [{ type: 'text', text: 'cotton thread' }],
          [{ type: 'text', text: 'mirror pieces' }],
          [{ type: 'text', text: 'clay' }],
        ],
      },
    ]);
  });

  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(html('Line one\nline two\n\n\nNext paragraph')).toBe(
      '<p>Line one<br/>line two</p><p>Next paragraph</p>',
    );
  });

  it('ends a list at a plain line and a paragraph at a bullet or heading', () => {
    expect(html('Intro\n* a\n* b\nAfter\n# Head\ntext')).toBe(
      '<p>Intro</p><ul><li>a</li><li>b</li></ul><p>After</p><h2>Head</h2><p>text</p>',
    );
  });

  it('handles Windows line endings and surrounding whitespace', () => {
    expect(html('  Hello  \r\n\r\n## Title\r\n')).toBe('<p>Hello</p><h3>Title</h3>');
  });

  it('renders nothing for an empty body', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('\n \n\t\n')).toEqual([]);
  });

  it('maps # to h2, ## to h3, ### to h4 (the page title is the h1)', () => {
    expect(html('# a\n## b\n### c')).toBe('<h2>a</h2><h3>b</h3><h4>c</h4>');
  });
});

describe('parseInline emphasis', () => {
  it.each([
    ['**bold**', '<strong>bold</strong>'],
    ['*italic*', '<em>italic</em>'],
    ['a **b** and *c* d', 'a <strong>b</strong> and <em>c</em> d'],
    ['**bold with *italic* inside**', '<strong>bold with <em>italic</em> inside</strong>'],
    ['*italic with **bold** inside*', '<em>italic with <strong>bold</strong> inside</em>'],
    ['***both***', '<strong><em>both</em></strong>'],
    ['2 * 3 * 4', '2 * 3 * 4'],
    ['**not closed', '**not closed'],
    ['*not closed', '*not closed'],
    ['** spaced **', '** spaced **'],
    ['****', '****'],
    ['a*b*c', 'a<em>b</em>c'],
    ['**a*b**', '<strong>a*b</strong>'],
  ])('%s', (source, expected) => {
    expect(html(source)).toBe(`<p>${expected}</p>`);
  });

  it('emphasis works inside list items and headings', () => {
    expect(html('* **Tip:** soak the *reed*\n## A *calm* title')).toBe(
      '<ul><li><strong>Tip:</strong> soak the <em>reed</em></li></ul><h3>A <em>calm</em> title</h3>',
    );
  });

  it('stays linear on long runs of unmatched stars', () => {
    const source = '*a '.repeat(20_000);
    const started = performance.now();
    const nodes = parseInline(source);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(nodes).toEqual([{ type: 'text', text: source }]);
  });

  it('bounds nesting depth (deeper stars stay text)', () => {
    const deep = `${'*a **b '.repeat(20)}x${' b** a*'.repeat(20)}`;
    expect(() => html(deep)).not.toThrow();
  });
});

describe('raw HTML and links are inert text', () => {
  it.each([
    '<script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=1">',
    '[x](javascript:window.__xss=1)',
    '<a href="javascript:alert(1)">click</a>',
    '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    '<svg onload=alert(1)>',
  ])('%s', (payload) => {
    const out = html(`# ${payload}\n\n* ${payload}\n\n**${payload}**\n${payload}`);
    // Only the elements the subset produces, never one from the payload.
    const tags = [...out.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['h2', 'ul', 'li', 'p', 'strong', 'br']));
    expect(out).not.toMatch(/<(script|img|a|iframe|svg)\b/i);
    // No element carries an attribute (class aside, stripped above): no href, src or on* handler.
    expect(out).not.toMatch(/<[a-z0-9]+\s/i);
  });

  it('shows the payload text as written', () => {
    expect(html('<img src=x onerror="window.__xss=1">')).toBe(
      '<p>&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;</p>',
    );
    expect(html('[x](javascript:window.__xss=1)')).toBe('<p>[x](javascript:window.__xss=1)</p>');
  });
});
