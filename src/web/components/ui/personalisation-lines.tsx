import { clsx } from 'clsx';
import { fieldLabel, type PersonalisedValue } from '#shared/catalog/personalisation.ts';

/**
 * A line's personalisation (decision 072): each field's label and the buyer's input, in the page's language (the
 * owner's Hindi labels and a choice's Hindi value where there are). The buyer's text is text, never markup; its line
 * breaks are kept.
 */
export function PersonalisationLines({
  values,
  lang,
  className,
}: {
  values: readonly PersonalisedValue[] | undefined;
  lang: 'en' | 'hi';
  className?: string;
}) {
  if (!values?.length) return null;
  return (
    <ul className={clsx('flex flex-col text-sm', className)} data-testid="personalisation-lines">
      {values.map((v) => (
        <li key={v.key} className="whitespace-pre-line break-words">
          <span className="text-muted">{fieldLabel(v, lang)}:</span>{' '}
          <span className="font-semibold">{(lang === 'hi' && v.valueHi) || v.value}</span>
        </li>
      ))}
    </ul>
  );
}
