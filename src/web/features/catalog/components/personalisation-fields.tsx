import { clsx } from 'clsx';
import { useId } from 'react';
import {
  countChars,
  fieldLabel,
  normaliseText,
  type PersonalisationField,
} from '#shared/catalog/personalisation.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { FieldError, inputClass } from '#web/components/ui/form/field-parts.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import type { PersonalisationState } from '../hooks/use-personalisation.ts';

type T = ReturnType<typeof useI18n>['t'];

/** What is wrong with a field's input, in the page's language; null when nothing (decision 072). */
export function fieldProblem(field: PersonalisationField, raw: string | undefined, t: T, lang: 'en' | 'hi') {
  const text = normaliseText(raw ?? '');
  const label = fieldLabel(field, lang);
  if (text === '') return field.required ? t('product.personaliseRequired', { field: label }) : null;
  if (field.kind === 'choice') return null;
  if (countChars(text.replace(/\n/g, '')) > field.maxChars)
    return t('product.personaliseTooLong', { field: label, max: field.maxChars });
  if (text.split('\n').length > field.maxLines)
    return t('product.personaliseTooManyLines', { field: label, max: field.maxLines });
  return null;
}

/**
 * The product page's personalisation fields (decision 072): a labelled input per short text (a text area when it
 * takes several lines) with its character count, a select per choice with each value's add-on. Any script is
 * accepted (Devanagari and Latin); characters are counted as a reader sees them. What the buyer types is shown as
 * text only.
 */
export function PersonalisationFields({ state }: { state: PersonalisationState }) {
  const { t } = useI18n();
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0" data-testid="personalisation">
      <legend className="mb-1 p-0 text-lg font-semibold">{t('product.personalise')}</legend>
      {state.fields.map((field) => (
        <Field key={field.key} field={field} state={state} />
      ))}
    </fieldset>
  );
}

function Field({ field, state }: { field: PersonalisationField; state: PersonalisationState }) {
  const { t, lang } = useI18n();
  const id = useId();
  const value = state.inputs[field.key] ?? '';
  const label = fieldLabel(field, lang);
  const problem = fieldProblem(field, value, t, lang);
  // A missing field is said once Add to Cart was tried; a text too long at once.
  const shownProblem = problem && (state.tried || value.trim() !== '') ? problem : null;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const heading = (
    <label htmlFor={id} className="text-sm font-semibold">
      {label}
      {!field.required && <span className="font-normal text-muted"> ({t('product.optional')})</span>}
      {field.kind === 'text' && field.addOn > 0 && (
        <span className="font-normal text-muted"> +{formatRupees(field.addOn)}</span>
      )}
    </label>
  );
  if (field.kind === 'choice') {
    return (
      <div className="flex flex-col gap-1.5">
        {heading}
        <NativeSelect
          id={id}
          value={value}
          required={field.required}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? errorId : undefined}
          onChange={(e) => state.set(field.key, e.target.value)}
        >
          <option value="">{t('product.chooseValue')}</option>
          {field.values.map((v) => (
            <option key={v.label} value={v.label}>
              {(lang === 'hi' && v.labelHi) || v.label}
              {v.addOn > 0 ? ` (+${formatRupees(v.addOn)})` : ''}
            </option>
          ))}
        </NativeSelect>
        {shownProblem && <FieldError id={errorId}>{shownProblem}</FieldError>}
      </div>
    );
  }
  const used = countChars(normaliseText(value).replace(/\n/g, ''));
  const common = {
    id,
    value,
    required: field.required,
    autoComplete: 'off',
    spellCheck: false,
    'aria-invalid': shownProblem ? true : undefined,
    'aria-describedby': clsx(countId, shownProblem && errorId),
    className: inputClass,
  } as const;
  return (
    <div className="flex flex-col gap-1.5">
      {heading}
      {field.maxLines > 1 ? (
        <textarea
          {...common}
          rows={Math.min(field.maxLines, 4)}
          onChange={(e) => state.set(field.key, e.target.value)}
        />
      ) : (
        <input {...common} type="text" onChange={(e) => state.set(field.key, e.target.value)} />
      )}
      <p id={countId} className={clsx('text-sm', used > field.maxChars ? 'text-danger' : 'text-muted')}>
        {field.maxLines > 1
          ? t('product.charactersAndLines', { count: used, max: field.maxChars, lines: field.maxLines })
          : t('product.characters', { count: used, max: field.maxChars })}
      </p>
      {shownProblem && <FieldError id={errorId}>{shownProblem}</FieldError>}
    </div>
  );
}
