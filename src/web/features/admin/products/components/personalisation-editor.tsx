import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { get, useFormState } from 'react-hook-form';
import {
  MAX_CHOICE_VALUES,
  MAX_PERSONALISATION_FIELDS,
  type PersonalisationField,
} from '#shared/catalog/personalisation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field-parts.tsx';
import { errorMessageOf } from '#web/components/ui/form/server-errors.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { useProductsT } from '../i18n.ts';

/*
 * The product form's personalisation fields (decision 072): short text (label, required, most characters and lines,
 * an add-on in ₹) or a choice (values, each with its ₹ add-on). Kept as typed (rupees and counts as text), the body
 * is made by `personalisationBody`; the server checks it again (400 naming `personalisation.N.field`).
 */

export interface DraftValue {
  label: string;
  labelHi: string;
  addOn: string;
}

export interface DraftField {
  key: string;
  kind: 'text' | 'choice';
  label: string;
  labelHi: string;
  required: boolean;
  maxChars: string;
  maxLines: string;
  addOn: string;
  values: DraftValue[];
}

const rupees = (paise: number) => (paise === 0 ? '' : paiseToRupeesInput(paise));
const paise = (text: string) => rupeesToPaiseInput(text) ?? 0;

export function draftOf(fields: readonly PersonalisationField[] | undefined): DraftField[] {
  return (fields ?? []).map((f) => ({
    key: f.key,
    kind: f.kind,
    label: f.label,
    labelHi: f.labelHi,
    required: f.required,
    maxChars: f.kind === 'text' ? String(f.maxChars) : '20',
    maxLines: f.kind === 'text' ? String(f.maxLines) : '1',
    addOn: f.kind === 'text' ? rupees(f.addOn) : '',
    values:
      f.kind === 'choice'
        ? f.values.map((v) => ({ label: v.label, labelHi: v.labelHi, addOn: rupees(v.addOn) }))
        : [],
  }));
}

export function personalisationBody(drafts: readonly DraftField[]) {
  return drafts.map((d) => {
    const base = { key: d.key, label: d.label, labelHi: d.labelHi, required: d.required };
    return d.kind === 'text'
      ? {
          ...base,
          kind: d.kind,
          maxChars: Number(d.maxChars),
          maxLines: Number(d.maxLines),
          addOn: paise(d.addOn),
        }
      : {
          ...base,
          kind: d.kind,
          values: d.values.map((v) => ({ label: v.label, labelHi: v.labelHi, addOn: paise(v.addOn) })),
        };
  });
}

function nextKey(drafts: readonly DraftField[]): string {
  for (let n = 1; ; n++) if (!drafts.some((d) => d.key === `f${n}`)) return `f${n}`;
}

const NEW_VALUE: DraftValue = { label: '', labelHi: '', addOn: '' };

interface EditorProps {
  id: string;
  value: DraftField[];
  onChange: (next: DraftField[]) => void;
  error?: string | undefined;
}

/** The list of fields, each in its own box, with Add a field below. */
export function PersonalisationEditor({ id, value, onChange }: EditorProps) {
  const t = useProductsT();
  // The list's own message (the server's 400 lands here); a field's shows beside that field.
  const { errors } = useFormState({ name: 'personalisation' });
  const error = (get(errors, 'personalisation') as { message?: string } | undefined)?.message;
  const set = (i: number, patch: Partial<DraftField>) =>
    onChange(value.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <fieldset className="flex flex-col gap-3" data-testid="personalisation-editor">
      <legend className="mb-2 font-semibold">{t('adminProducts.form.personalisation')}</legend>
      <p className="text-sm text-muted">{t('adminProducts.form.personalisationHint')}</p>
      {value.map((draft, i) => (
        <FieldBox
          key={draft.key}
          index={i}
          draft={draft}
          set={(patch) => set(i, patch)}
          remove={() => onChange(value.filter((_, j) => j !== i))}
        />
      ))}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {value.length < MAX_PERSONALISATION_FIELDS && (
        <Button
          id={id}
          variant="secondary"
          className="self-start"
          onClick={() =>
            onChange([
              ...value,
              {
                key: nextKey(value),
                kind: 'text',
                label: '',
                labelHi: '',
                required: false,
                maxChars: '20',
                maxLines: '1',
                addOn: '',
                values: [{ ...NEW_VALUE }],
              },
            ])
          }
        >
          <Plus aria-hidden="true" />
          {t('adminProducts.form.addPersonalisation')}
        </Button>
      )}
    </fieldset>
  );
}

function Input({
  label,
  value,
  onChange,
  path,
  ...rest
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  path: string;
  inputMode?: 'numeric' | 'decimal';
  lang?: string;
}) {
  const id = useId();
  const { errors } = useFormState();
  const error = errorMessageOf(get(errors, path));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

function FieldBox({
  index,
  draft,
  set,
  remove,
}: {
  index: number;
  draft: DraftField;
  set: (patch: Partial<DraftField>) => void;
  remove: () => void;
}) {
  const t = useProductsT();
  const kindId = useId();
  const requiredId = useId();
  const at = `personalisation.${index}`;
  const n = index + 1;
  const setValue = (j: number, patch: Partial<DraftValue>) =>
    set({ values: draft.values.map((v, k) => (k === j ? { ...v, ...patch } : v)) });
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-card border border-border p-3"
      aria-label={t('adminProducts.form.personalisationField', { n })}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={kindId} className="text-sm font-semibold">
            {t('adminProducts.form.personalisationKind', { n })}
          </label>
          <NativeSelect
            id={kindId}
            value={draft.kind}
            onChange={(e) => set({ kind: e.target.value as DraftField['kind'] })}
          >
            <option value="text">{t('adminProducts.form.kindText')}</option>
            <option value="choice">{t('adminProducts.form.kindChoice')}</option>
          </NativeSelect>
        </div>
        <Input
          label={t('adminProducts.form.fieldLabel', { n })}
          value={draft.label}
          onChange={(label) => set({ label })}
          path={`${at}.label`}
        />
        <Input
          label={t('adminProducts.form.fieldLabelHi', { n })}
          value={draft.labelHi}
          onChange={(labelHi) => set({ labelHi })}
          path={`${at}.labelHi`}
          lang="hi"
        />
        <label
          htmlFor={requiredId}
          className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold"
        >
          <input
            id={requiredId}
            type="checkbox"
            className="size-5"
            checked={draft.required}
            onChange={(e) => set({ required: e.target.checked })}
          />
          {t('adminProducts.form.fieldRequired', { n })}
        </label>
      </div>
      {draft.kind === 'text' ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <Input
            label={t('adminProducts.form.maxChars', { n })}
            value={draft.maxChars}
            onChange={(maxChars) => set({ maxChars })}
            path={`${at}.maxChars`}
            inputMode="numeric"
          />
          <Input
            label={t('adminProducts.form.maxLines', { n })}
            value={draft.maxLines}
            onChange={(maxLines) => set({ maxLines })}
            path={`${at}.maxLines`}
            inputMode="numeric"
          />
          <Input
            label={t('adminProducts.form.addOn', { n })}
            value={draft.addOn}
            onChange={(addOn) => set({ addOn })}
            path={`${at}.addOn`}
            inputMode="decimal"
          />
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          {draft.values.map((v, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: values edited in place; their labels change as typed
            <div key={j} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_8rem_auto]">
              <Input
                label={t('adminProducts.form.valueLabel', { n, v: j + 1 })}
                value={v.label}
                onChange={(label) => setValue(j, { label })}
                path={`${at}.values.${j}.label`}
              />
              <Input
                label={t('adminProducts.form.valueLabelHi', { n, v: j + 1 })}
                value={v.labelHi}
                onChange={(labelHi) => setValue(j, { labelHi })}
                path={`${at}.values.${j}.labelHi`}
                lang="hi"
              />
              <Input
                label={t('adminProducts.form.valueAddOn', { n, v: j + 1 })}
                value={v.addOn}
                onChange={(addOn) => setValue(j, { addOn })}
                path={`${at}.values.${j}.addOn`}
                inputMode="decimal"
              />
              <Button
                variant="secondary"
                aria-label={t('adminProducts.form.removeValue', { n, v: j + 1 })}
                onClick={() => set({ values: draft.values.filter((_, k) => k !== j) })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          {draft.values.length < MAX_CHOICE_VALUES && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => set({ values: [...draft.values, { ...NEW_VALUE }] })}
            >
              <Plus aria-hidden="true" />
              {t('adminProducts.form.addValue', { n })}
            </Button>
          )}
        </div>
      )}
      <Button variant="secondary" className="self-start text-danger" onClick={remove}>
        <Trash2 aria-hidden="true" />
        {t('adminProducts.form.removePersonalisation', { n })}
      </Button>
    </fieldset>
  );
}
