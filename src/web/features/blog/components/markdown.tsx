import { clsx } from 'clsx';
import { Fragment, type ReactNode, useMemo } from 'react';
import { type Block, type Inline, parseMarkdown } from '../lib/parse-markdown.ts';

/*
 * Post bodies as React elements, never as an HTML string: every piece of text reaches the DOM as a text
 * node, so `<script>`, `<img onerror>` and `javascript:` links in a post or a preview are shown, not run.
 */

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map(renderNode);
}

function renderNode(node: Inline, index: number): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={index}>{node.text}</Fragment>;
    case 'br':
      return <br key={index} />;
    case 'strong':
      return (
        <strong key={index} className="font-semibold">
          {renderInline(node.children)}
        </strong>
      );
    case 'em':
      return <em key={index}>{renderInline(node.children)}</em>;
  }
}

/** Inside an article the page's h1 is the post title, so markdown headings start one level lower. */
const HEADING_TAGS = { 1: 'h2', 2: 'h3', 3: 'h4' } as const;
const HEADING_CLASSES = { 1: 'text-2xl sm:text-3xl', 2: 'text-2xl', 3: 'text-lg' } as const;

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Tag = HEADING_TAGS[block.level];
      return (
        <Tag key={index} className={clsx('font-serif font-semibold', HEADING_CLASSES[block.level])}>
          {renderInline(block.children)}
        </Tag>
      );
    }
    case 'list':
      return (
        <ul key={index} className="flex list-disc flex-col gap-1.5 pl-6 marker:text-primary">
          {block.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are positional text, never reordered
            <li key={itemIndex}>{renderInline(item)}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
  }
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <div className={clsx('ui-markdown', className)}>{blocks.map(renderBlock)}</div>;
}
