import { ImageOff, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import {
  IMAGE_ACCEPT_ATTRIBUTE,
  UPLOAD_MESSAGES,
  type UploadedImage,
  type UploadFolder,
} from '#shared/uploads/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field-parts.tsx';
import { cn } from '#web/lib/cn.ts';
import { useImageUpload } from '../hooks/use-image-upload.ts';
import { useUploadMessages, useUploadsT } from '../i18n.ts';

interface UploadImageButtonProps {
  folder: UploadFolder;
  /** The stored image, or `{ url: 'data:…' }` after the base64 fallback of docs/product.md §9.5. */
  onUploaded: (image: UploadedImage) => void;
  disabled?: boolean;
  /** Visible text; default 'Upload Image' (in the page's language). */
  children?: string;
  className?: string;
}

/** A file picker button (JPG, PNG, GIF, WebP under 5MB) with a progress bar while it uploads. */
export function UploadImageButton({
  folder,
  onUploaded,
  disabled,
  children,
  className,
}: UploadImageButtonProps) {
  const t = useUploadsT();
  const say = useUploadMessages();
  const input = useRef<HTMLInputElement>(null);
  const { progress, uploading, upload } = useImageUpload(folder);
  const [done, setDone] = useState('');

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again fires a change.
    event.target.value = '';
    if (!file) return;
    setDone('');
    const image = await upload(file);
    if (image) {
      onUploaded(image);
      setDone(say(UPLOAD_MESSAGES.uploaded));
    }
  }

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT_ATTRIBUTE}
        onChange={onPick}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      />
      <Button
        variant="secondary"
        // As tall as the text inputs it sits beside.
        className="min-h-12"
        disabled={disabled || uploading}
        aria-busy={uploading || undefined}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" strokeWidth={1.75} />
        {uploading ? t('uploads.uploading') : (children ?? t('uploads.upload'))}
      </Button>
      {progress !== null && (
        <div
          role="progressbar"
          aria-label={t('uploads.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 w-full overflow-hidden rounded-full bg-sand"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${progress}%` }}
          />
        </div>
      )}
      <p className="sr-only" role="status">
        {done}
      </p>
    </div>
  );
}

interface ImageUploadFieldProps {
  label: string;
  folder: UploadFolder;
  value: string;
  onChange: (url: string) => void;
  id?: string;
  /** The form's message for this field (e.g. the server's 400). */
  error?: string;
  hint?: string;
}

/** An image by URL or by upload (docs/product.md §9.5), with a preview of the current image. */
export function ImageUploadField({ label, folder, value, onChange, id, error, hint }: ImageUploadFieldProps) {
  const t = useUploadsT();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [broken, setBroken] = useState<string | null>(null);
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  const inline = value.startsWith('data:');

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <input
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('uploads.urlPlaceholder')}
          // A base64 image is too long to edit; it shows as a note instead.
          value={inline ? '' : value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, 'min-w-0 flex-1')}
        />
        <UploadImageButton folder={folder} onUploaded={(image) => onChange(image.url)} className="sm:w-44" />
      </div>
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
      {hint && !error && (
        <p id={`${inputId}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {value.trim() && (
        <div className="flex items-center gap-3">
          {broken === value ? (
            <span className="grid size-20 place-items-center rounded-control border border-border bg-sand text-muted">
              <ImageOff aria-hidden="true" size={24} strokeWidth={1.75} />
              <span className="sr-only">{t('uploads.cannotShow')}</span>
            </span>
          ) : (
            <img
              src={value}
              alt={t('uploads.preview', { label })}
              onError={() => setBroken(value)}
              className="size-20 rounded-control border border-border bg-sand object-cover"
            />
          )}
          <div className="flex flex-col items-start gap-1 text-sm text-muted">
            {inline && <span>{t('uploads.inline')}</span>}
            <Button variant="link" size="sm" className="px-0" onClick={() => onChange('')}>
              {t('uploads.remove')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
