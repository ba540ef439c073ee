import { BellRing, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { isPurchasable } from '#shared/catalog/product.ts';
import type { VariantView } from '#shared/catalog/variants.ts';
import { STOCK_REQUEST_NOTE_MAX } from '#shared/stock-requests/stock-requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field-parts.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.ts';
import { askAboutStock } from '../api/stock-requests-api.ts';
import { useStockRequestsT } from '../hooks/use-stock-requests-t.ts';

type Errors = Partial<Record<'email' | 'consent' | 'note' | 'form', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Decision 073: below a sold-out piece's Add to Cart, "Tell me when it's back" (the chosen variant), or for a sold
 * one-of-a-kind piece "Sold — ask for one like this" with a note. The email is prefilled when signed in; the box
 * must be ticked. Plain controls (early taps are held until the page is live).
 */
export function StockRequestBox({ product, variant }: { product: Product; variant?: VariantView | null }) {
  const soldOut = variant === undefined ? !isPurchasable(product) : variant !== null && !variant.available;
  if (!soldOut) return null;
  return <StockRequestForm key={variant?.id ?? 0} product={product} variantId={variant?.id} />;
}

function StockRequestForm({ product, variantId }: { product: Product; variantId?: number | undefined }) {
  const t = useStockRequestsT();
  const { lang } = useI18n();
  const { user } = useSession();
  const id = useId();
  const kind = product.oneOfAKind ? 'like' : 'back';
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signedInEmail = user?.email;
  useEffect(() => {
    if (signedInEmail) setEmail((typed) => typed || signedInEmail);
  }, [signedInEmail]);

  if (sentTo) {
    return (
      <p role="status" className="rounded-card border border-border bg-surface p-4 text-sm font-semibold">
        {t(`stockRequest.${kind}.done`, { email: sentTo })}
      </p>
    );
  }
  if (!open) {
    return (
      <Button variant="secondary" size="lg" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <BellRing aria-hidden="true" strokeWidth={1.75} />
        {t(`stockRequest.${kind}.open`)}
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    const found: Errors = {};
    if (!typed) found.email = t('stockRequest.emailRequired');
    else if (!EMAIL.test(typed)) found.email = t('stockRequest.emailInvalid');
    if (!consent) found.consent = t('stockRequest.consentRequired');
    if (note.trim().length > STOCK_REQUEST_NOTE_MAX)
      found.note = t('stockRequest.noteTooLong', { max: STOCK_REQUEST_NOTE_MAX });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await askAboutStock(product.id, {
        kind: kind === 'like' ? 'like_this' : 'back',
        ...(variantId === undefined ? {} : { variantId }),
        email: typed,
        consent: true,
        ...(kind === 'like' && note.trim() ? { note: note.trim() } : {}),
        lang,
      });
      setSentTo(typed);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.email) setErrors({ email: t('stockRequest.emailInvalid') });
      else if (fields?.consent) setErrors({ consent: t('stockRequest.consentRequired') });
      else
        setErrors({
          form: error instanceof ApiError && error.status === 409 ? error.message : t('stockRequest.failed'),
        });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t(`stockRequest.${kind}.title`)}
      </h2>
      <p className="text-sm text-muted">{t(`stockRequest.${kind}.intro`)}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          {t('stockRequest.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-email-error`}>{errors.email}</FieldError>
      </div>
      {kind === 'like' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-note`} className="text-sm font-semibold">
            {t('stockRequest.like.note')}
          </label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={STOCK_REQUEST_NOTE_MAX}
            placeholder={t('stockRequest.like.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={errors.note ? true : undefined}
            className={cn(inputClass, 'py-3')}
          />
          <FieldError id={`${id}-note-error`}>{errors.note}</FieldError>
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          <span>{t(`stockRequest.${kind}.consent`)}</span>
        </label>
        <FieldError id={`${id}-consent-error`}>{errors.consent}</FieldError>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {errors.form}
        </p>
      )}
      <Button type="submit" size="lg" className="self-start max-sm:w-full" disabled={sending}>
        {sending ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <BellRing aria-hidden="true" strokeWidth={1.75} />
        )}
        {sending ? t('stockRequest.sending') : t(`stockRequest.${kind}.submit`)}
      </Button>
    </form>
  );
}
