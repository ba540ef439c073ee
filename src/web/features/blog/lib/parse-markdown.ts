/*
 * The blog's markdown subset (docs/product.md §6.2): headings #, ##, ###; bullet lines starting with * or -;
 * **bold** and *italic* (nested either way); paragraphs split by blank lines; a single line break is a
 * line break. Everything else (HTML tags, links, images, code) stays the literal text it is: this parser
 * only ever produces text nodes, and the renderer hands them to React, which escapes them.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'br' };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'list'; items: Inline[][] }
  | { type: 'paragraph'; children: Inline[] };

const HEADING = /^(#{1,3})[ \t]+(.*?)[ \t#]*$/;
const BULLET = /^[ \t]*[*-][ \t]+(.*)$/;
/** Deeper emphasis than this is left as text (no real post needs it; it bounds the recursion). */
const MAX_DEPTH = 6;

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flush = () => {
    if (paragraph.length > 0) {
      const children: Inline[] = [];
      paragraph.forEach((line, index) => {
        if (index > 0) children.push({ type: 'br' });
        children.push(...parseInline(line));
      });
      blocks.push({ type: 'paragraph', children });
      paragraph = [];
    }
    if (list.length > 0) {
      blocks.push({ type: 'list', items: list.map((item) => parseInline(item)) });
      list = [];
    }
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length as 1 | 2 | 3;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      if (paragraph.length > 0) flush();
      list.push(bullet[1]!.trim());
      continue;
    }
    if (list.length > 0) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** `**strong**` and `*em*`: an opener is followed by a non-space, a closer preceded by one (so `2 * 3 * 4` stays text). */
export function parseInline(text: string, depth = 0): Inline[] {
  const nodes: Inline[] = [];
  let buffer = '';
  // Searches that found no closer from some position: a later search from further on cannot find one
  // either, so the scan stays linear even on a long run of unmatched stars.
  const noCloser = { strong: Number.POSITIVE_INFINITY, em: Number.POSITIVE_INFINITY };
  const pushText = () => {
    if (buffer) nodes.push({ type: 'text', text: buffer });
    buffer = '';
  };

  let i = 0;
  while (i < text.length) {
    if (text[i] === '*' && depth < MAX_DEPTH) {
      const strong = text.startsWith('**', i);
      const open = strong ? 2 : 1;
      const kind = strong ? 'strong' : 'em';
      if (!isSpace(text[i + open])) {
        const close = i + open < noCloser[kind] ? findCloser(text, i + open, strong) : -1;
        if (close < 0) noCloser[kind] = Math.min(noCloser[kind], i + open);
        if (close > i + open) {
          pushText();
          nodes.push({ type: kind, children: parseInline(text.slice(i + open, close), depth + 1) });
          i = close + open;
          continue;
        }
      }
    }
    buffer += text[i];
    i += 1;
  }
  pushText();
  return nodes;
}

/** Index of the closing `**` (strong) or `*` (em) at or after `from`, or -1. */
function findCloser(text: string, from: number, strong: boolean): number {
  let j = from;
  while (j < text.length) {
    if (text[j] !== '*') {
      j += 1;
      continue;
    }
    const double = text.startsWith('**', j);
    if (strong) {
      if (double && !isSpace(text[j - 1])) {
        // `***x***`: the strong closes on the last two stars of the run, the inner one closes the em.
        return text[j + 2] === '*' ? j + 1 : j;
      }
      j += double ? 2 : 1;
      continue;
    }
    if (double) {
      // A strong inside the em: skip to past its own closer, or treat the pair as text.
      const inner = text.indexOf('**', j + 2);
      if (inner >= 0 && !isSpace(text[j + 2])) {
        j = inner + 2;
        continue;
      }
      if (!isSpace(text[j - 1])) return j;
      j += 2;
      continue;
    }
    if (!isSpace(text[j - 1])) return j;
    j += 1;
  }
  return -1;
}
