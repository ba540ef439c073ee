// Dates as the shop shows them (brand.md: en-IN, India time), for pages and emails alike. Zod-free.

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** `22 Nov 2026` (India time). */
export const formatDate = (date: Date) => dateFormat.format(date);
/** `22 Nov 2026, 3:05 pm` (India time). */
export const formatDateTime = (date: Date) => dateTimeFormat.format(date);
