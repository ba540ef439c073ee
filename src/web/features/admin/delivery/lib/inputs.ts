/** The Delivery tab's sections share one card. */
export const sectionClass = 'flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6';

/** '560001, 744 110001-110099' → ['560001', '744', '110001-110099'] */
export const list = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** A whole number typed, or left out when blank (the schema then says it is needed). */
export const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));
