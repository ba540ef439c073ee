/*
 * Personalisation fields (issue 42 point 1, decision 072): the owner defines them per product, short text (initials,
 * a line beneath) or a choice (a frame colour), each required or optional, with a price add-on in paise. The buyer's
 * inputs are part of the cart line (two texts: two lines) and are frozen on the order line with their add-on.
 * Zod-free: the storefront imports these.
 */

export const MAX_PERSONALISATION_FIELDS = 10;
export const MAX_CHOICE_VALUES = 20;
/** A short text's ceiling: a monogram, a name, a line on a plaque, not a letter. */
export const MAX_TEXT_CHARS = 200;
export const MAX_TEXT_LINES = 10;
/** ₹10,000 in paise per field or value: an add-on, not a price. */
export const MAX_ADD_ON = 1_000_000;
export const FIELD_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,23}$/;

export interface ChoiceValue {
  /** English label: what the buyer's input names (as a variant names its option value). */
  label: string;
  labelHi: string;
  /** paise added to the unit price when chosen. */
  addOn: number;
}

interface FieldBase {
  /** Stable id within the product (the key of the buyer's input); kept when the label is renamed. */
  key: string;
  label: string;
  labelHi: string;
  required: boolean;
}

export interface TextField extends FieldBase {
  kind: 'text';
  /** Characters as a reader counts them (graphemes: 'रा' is one). */
  maxChars: number;
  maxLines: number;
  /** paise added to the unit price when the text is given. */
  addOn: number;
}

export interface ChoiceField extends FieldBase {
  kind: 'choice';
  values: ChoiceValue[];
}

export type PersonalisationField = TextField | ChoiceField;

/** The buyer's inputs, by field key: the text, or the chosen value's English label. */
export type PersonalisationInput = Record<string, string>;

/** One input as an order line keeps it: the field's and the value's labels then, and its add-on (paise). */
export interface PersonalisedValue {
  key: string;
  label: string;
  labelHi: string;
  value: string;
  /** The chosen value's Hindi label (a choice); empty: the value as typed. */
  valueHi: string;
  addOn: number;
}

export const PERSONALISATION_MESSAGES = {
  tooManyFields: `A product can have at most ${MAX_PERSONALISATION_FIELDS} personalisation fields.`,
  keyInvalid: 'A field key is 1 to 24 lower-case letters, digits or hyphens.',
  keyTaken: 'Two personalisation fields have the same key.',
  labelRequired: 'Enter the field’s label.',
  labelTooLong: 'A label can be at most 60 characters.',
  kindInvalid: 'Choose short text or a choice.',
  maxCharsInvalid: `Most characters is a whole number from 1 to ${MAX_TEXT_CHARS}.`,
  maxLinesInvalid: `Most lines is a whole number from 1 to ${MAX_TEXT_LINES}.`,
  addOnInvalid: 'An add-on is a whole number of paise from 0 to ₹10,000.',
  valuesRequired: 'A choice needs at least one value.',
  tooManyValues: `A choice can have at most ${MAX_CHOICE_VALUES} values.`,
  valueTaken: 'Two values of this choice have the same label.',
  inputInvalid: 'Personalisation is text for each field, by its key.',
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  tooManyLines: (label: string, max: number) => `${label} can be at most ${max} line${max === 1 ? '' : 's'}.`,
  notAllowed: (label: string) => `${label} has characters that are not allowed.`,
  unknownChoice: (label: string) => `${label}: choose one of the listed values.`,
  unknownField: (key: string) => `This product has no personalisation field “${key}”.`,
} as const;

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Characters as a reader counts them: a Devanagari syllable with its vowel sign is one ('रा'), as is an emoji. */
export function countChars(text: string): number {
  if (!segmenter) return Array.from(text).length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/** Line breaks as typed on any device, made '\n'; the text trimmed. */
export const normaliseText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .trim();

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** A problem with one input: the field's key and what to tell the buyer. */
export interface InputProblem {
  key: string;
  message: string;
}

export interface Settled {
  /** The inputs given, in the product's field order. */
  values: PersonalisedValue[];
  /** paise per unit. */
  addOn: number;
  problems: InputProblem[];
}

/**
 * The buyer's inputs checked against the product's fields: each input as kept (labels and add-on) and the unit's
 * add-on, with every problem (a required field left empty, a text too long or with too many lines, a value the
 * choice does not offer, a key the product has no field for). Checkout refuses on the first problem; the quote
 * prices what is valid.
 */
export function settlePersonalisation(
  fields: readonly PersonalisationField[],
  input: PersonalisationInput | undefined,
): Settled {
  const M = PERSONALISATION_MESSAGES;
  const given = input ?? {};
  const values: PersonalisedValue[] = [];
  const problems: InputProblem[] = [];
  for (const key of Object.keys(given)) {
    if (!fields.some((f) => f.key === key)) problems.push({ key, message: M.unknownField(key) });
  }
  for (const field of fields) {
    const raw = given[field.key];
    const text = typeof raw === 'string' ? normaliseText(raw) : '';
    const base = { key: field.key, label: field.label, labelHi: field.labelHi };
    if (text === '') {
      if (field.required) problems.push({ key: field.key, message: M.required(field.label) });
      continue;
    }
    if (field.kind === 'choice') {
      const chosen = field.values.find((v) => v.label === text);
      if (!chosen) problems.push({ key: field.key, message: M.unknownChoice(field.label) });
      else values.push({ ...base, value: chosen.label, valueHi: chosen.labelHi, addOn: chosen.addOn });
      continue;
    }
    if (CONTROL.test(text)) problems.push({ key: field.key, message: M.notAllowed(field.label) });
    else if (countChars(text.replace(/\n/g, '')) > field.maxChars)
      problems.push({ key: field.key, message: M.tooLong(field.label, field.maxChars) });
    else if (text.split('\n').length > field.maxLines)
      problems.push({ key: field.key, message: M.tooManyLines(field.label, field.maxLines) });
    else values.push({ ...base, value: text, valueHi: '', addOn: field.addOn });
  }
  return { values, addOn: values.reduce((sum, v) => sum + v.addOn, 0), problems };
}

/**
 * The inputs as part of a cart line's identity: '' without any, else a canonical string (keys sorted, texts
 * normalised), so two units with different texts are two lines and the same text typed twice is one.
 */
export function personalisationKey(input: PersonalisationInput | undefined | null): string {
  if (!input) return '';
  const entries = Object.entries(input)
    .map(([k, v]) => [k, normaliseText(v)] as const)
    .filter(([, v]) => v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? '' : JSON.stringify(entries);
}

/** The inputs without empty ones (what a cart line and a request carry); undefined when none is left. */
export function givenInputs(
  input: PersonalisationInput | undefined | null,
): PersonalisationInput | undefined {
  if (!input) return undefined;
  const kept = Object.entries(input).filter(([, v]) => normaliseText(v) !== '');
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/** 'Initials: AB; Line: Ever yours': an order line's inputs in a language, for invoices, slips and mails. */
export function personalisationText(
  values: readonly PersonalisedValue[] | null | undefined,
  lang: 'en' | 'hi',
): string {
  if (!values || values.length === 0) return '';
  return values
    .map((v) => {
      const label = (lang === 'hi' && v.labelHi) || v.label;
      const value = (lang === 'hi' && v.valueHi) || v.value;
      return `${label}: ${value.replace(/\n/g, ' / ')}`;
    })
    .join('; ');
}

/** A field's label in a language. */
export const fieldLabel = (f: { label: string; labelHi: string }, lang: 'en' | 'hi'): string =>
  (lang === 'hi' && f.labelHi) || f.label;

/** 'Frame (Teak) — Initials: AB': a line's description with its personalisation (invoices, slips, mails). */
export const withPersonalisation = (description: string, text: string): string =>
  text ? `${description} — ${text}` : description;

/** The inputs (by key) of values as kept: what a cart line sends again to the quote and the order. */
export const inputsOf = (values: readonly Pick<PersonalisedValue, 'key' | 'value'>[]): PersonalisationInput =>
  Object.fromEntries(values.map((v) => [v.key, v.value]));
