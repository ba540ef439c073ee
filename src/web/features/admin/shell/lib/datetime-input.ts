// Admin forms take dates as datetime-local text (the admin's own time zone); the API takes ISO instants.

/** ISO → the datetime-local input's 'YYYY-MM-DDTHH:mm' in the browser's time zone; '' for none. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The datetime-local text as ISO; null when empty; text that is no date goes as typed, so the schema's message shows. */
export function isoOf(local: string): string | null {
  if (!local) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}
