import { useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField } from '#web/components/ui/form/fields.tsx';
import { Markdown } from '#web/features/blog/components/markdown.tsx';

interface MarkdownFieldProps {
  name: string;
  label: string;
  description?: string;
  maxLength: number;
  rows?: number;
  /** The preview's heading and what it says while the field is empty. */
  previewLabel: string;
  previewEmpty: string;
  lang?: 'hi';
}

/**
 * A markdown text area with its live preview beneath, drawn by the renderer the storefront uses (text nodes,
 * never HTML): the blog's posts and the policy and free pages (decision 077). Stacked, not side by side: the
 * admin's dialog is too narrow for two readable columns.
 */
export function MarkdownField({
  name,
  label,
  description,
  maxLength,
  rows = 12,
  previewLabel,
  previewEmpty,
  lang,
}: MarkdownFieldProps) {
  const source = useWatch({ control: useFormContext().control, name }) as string;
  return (
    <div className="flex flex-col gap-4" lang={lang}>
      <TextAreaField
        name={name}
        label={label}
        rows={rows}
        maxLength={maxLength}
        controlClassName="min-h-64 font-mono text-sm"
        description={description}
      />
      <section aria-label={previewLabel} className="flex min-w-0 flex-col gap-1.5">
        <h3 className="font-sans text-sm font-semibold">{previewLabel}</h3>
        <div className="max-h-80 min-h-24 overflow-y-auto rounded-control border border-border bg-background p-4">
          {source?.trim() ? (
            <Markdown source={source} className="sm:text-base" />
          ) : (
            <p className="text-muted">{previewEmpty}</p>
          )}
        </div>
      </section>
    </div>
  );
}
