/**
 * The shared frame of every email: table layout and inline styles (what mail clients render
 * reliably), brand colours from brand.md, the store's name as a text wordmark (no images to
 * load), and a footer with the store's contacts from the settings. Every value that a person
 * typed (names, addresses, comments, even the store settings) goes through `esc`.
 */

import { DEFAULT_LANG, type Lang, LOCALES } from '#shared/i18n/translate.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
export const BRAND = {
  background: '#FBF7F2',
  surface: '#FFFFFF',
  foreground: '#2B2118',
  muted: '#6F6257',
  primary: '#B4532A',
  primaryForeground: '#FFFFFF',
  secondary: '#2F5D50',
  border: '#E8DFD5',
  danger: '#B42318',
  success: '#1E7B4F',
} as const;

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = 'Inter, Arial, Helvetica, sans-serif';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text → HTML text (also safe inside double-quoted attributes). */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A subject line: one line, no control characters, of sensible length. */
export function subjectLine(value: string): string {
  const line = value.replace(/\p{Cc}+/gu, ' ').trim();
  return line.length > 180 ? `${line.slice(0, 177)}…` : line;
}

/** Shortens what a person typed for a quote in an email. */
export function excerpt(value: string, max = 300): string {
  const text = value.trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export { formatDate, formatDateTime } from '#shared/format/dates.ts';

/** A link into the shop, from the configured public URL. */
export function shopUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

// --- HTML pieces (each returns trusted HTML; pass only escaped text in) ---

export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:1.6;color:${BRAND.foreground};">${html}</p>`;
}

export function mutedParagraph(html: string): string {
  return `<p style="margin:0 0 16px;font-family:${SANS};font-size:14px;line-height:1.6;color:${BRAND.muted};">${html}</p>`;
}

export function sectionHeading(text: string): string {
  return `<h2 style="margin:24px 0 8px;font-family:${SERIF};font-size:18px;line-height:1.4;color:${BRAND.foreground};">${esc(text)}</h2>`;
}

/** A filled terracotta button that survives clients without CSS buttons (a padded table cell). */
export function button(label: string, href: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background:${BRAND.primary};border-radius:8px;"><a href="${esc(href)}" style="display:inline-block;padding:12px 24px;font-family:${SANS};font-size:16px;font-weight:bold;color:${BRAND.primaryForeground};text-decoration:none;border-radius:8px;">${esc(label)}</a></td></tr></table>`;
}

/** A one-time code, large and spaced so it is easy to read and copy. */
export function codeBox(code: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background:${BRAND.background};border:1px solid ${BRAND.border};border-radius:8px;padding:16px 24px;font-family:'Courier New', Courier, monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:${BRAND.foreground};">${esc(code)}</td></tr></table>`;
}

/** Label/value rows (values are trusted HTML). */
export function detailRows(rows: Array<[label: string, valueHtml: string]>): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;font-family:${SANS};font-size:14px;color:${BRAND.muted};vertical-align:top;white-space:nowrap;">${esc(label)}</td><td style="padding:4px 0;font-family:${SANS};font-size:14px;color:${BRAND.foreground};vertical-align:top;">${value}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${body}</table>`;
}

export function quote(text: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;"><tr><td style="border-left:3px solid ${BRAND.secondary};padding:8px 16px;font-family:${SANS};font-size:15px;line-height:1.6;color:${BRAND.foreground};background:${BRAND.background};">${esc(text).replace(/\n/g, '<br>')}</td></tr></table>`;
}

export interface Frame {
  settings: StoreSettings;
  /** The mail's language (decision 035); English when left out. */
  lang?: Lang;
  publicUrl: string;
  /** Shown by mail clients beside the subject; never contains a secret. */
  preheader: string;
  heading: string;
  /** Trusted HTML built from the pieces above. */
  body: string;
}

/** The whole HTML document of an email. */
export function renderHtml(frame: Frame): string {
  const { settings: s, publicUrl } = frame;
  const place = [s.city, s.region, s.country].filter(Boolean).map(esc).join(', ');
  const phone = s.contactPhone
    ? `<a href="tel:${esc(s.contactPhone.replace(/[^\d+]/g, ''))}" style="color:${BRAND.muted};">${esc(s.contactPhone)}</a>`
    : '';
  const email = s.contactEmail
    ? `<a href="mailto:${esc(s.contactEmail)}" style="color:${BRAND.muted};">${esc(s.contactEmail)}</a>`
    : '';
  const contacts = [phone, email].filter(Boolean).join(' · ');
  return `<!DOCTYPE html>
<html lang="${LOCALES[frame.lang ?? DEFAULT_LANG]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${esc(frame.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${BRAND.background};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${esc(frame.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${BRAND.background};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${BRAND.surface};border:1px solid ${BRAND.border};border-radius:12px;">
<tr><td style="padding:24px 32px 0;">
<a href="${esc(publicUrl)}" style="font-family:${SERIF};font-size:26px;font-weight:bold;color:${BRAND.primary};text-decoration:none;">${esc(s.storeName)}</a>
<div style="font-family:${SANS};font-size:13px;color:${BRAND.muted};">${esc(s.tagline)}</div>
</td></tr>
<tr><td style="padding:8px 32px 16px;">
<h1 style="margin:16px 0;font-family:${SERIF};font-size:24px;line-height:1.3;color:${BRAND.foreground};">${esc(frame.heading)}</h1>
${frame.body}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${BRAND.border};font-family:${SANS};font-size:13px;line-height:1.6;color:${BRAND.muted};">
${esc(s.storeName)}${place ? ` · ${place}` : ''}${contacts ? `<br>${contacts}` : ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The plain-text twin: heading, body lines, then the store's signature. */
export function renderText(opts: { settings: StoreSettings; heading: string; lines: string[] }): string {
  const s = opts.settings;
  const place = [s.city, s.region, s.country].filter(Boolean).join(', ');
  const contacts = [s.contactPhone, s.contactEmail].filter(Boolean).join(' · ');
  return [
    opts.heading,
    '',
    ...opts.lines,
    '',
    '—',
    s.storeName + (place ? ` · ${place}` : ''),
    ...(contacts ? [contacts] : []),
  ].join('\n');
}
