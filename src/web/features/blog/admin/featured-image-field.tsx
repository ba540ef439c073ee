import { Field, inputClass } from '#web/features/admin/shell/form-controls.tsx';

interface FeaturedImageFieldProps {
  id: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** Spec §5: the featured image is a URL or an uploaded file; a preview shows what the cards will show. */
export function FeaturedImageField({ id, value, onChange, error }: FeaturedImageFieldProps) {
  return (
    <div className="flex flex-col gap-3">
      <Field id={id} label="Featured image URL" error={error} hint="https://… or /media/…; or upload below.">
        {(aria) => (
          <input
            {...aria}
            type="url"
            inputMode="url"
            value={value.startsWith('data:') ? '' : value}
            placeholder={value.startsWith('data:') ? 'Uploaded image (inline)' : 'https://'}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      {value && (
        <img
          src={value}
          alt="Featured preview"
          className="aspect-[16/10] w-48 rounded-control bg-sand object-cover"
        />
      )}
    </div>
  );
}
