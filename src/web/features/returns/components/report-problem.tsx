import { useQueryClient } from '@tanstack/react-query';
import { LifeBuoy, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  type MyReturnRequests,
  RETURN_ASKS,
  RETURN_LIMITS,
  RETURN_REASONS,
  type ReturnAsk,
  type ReturnReason,
  type ReturnRequest,
} from '#shared/orders/return-requests.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field-parts.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatIsoDate, formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { reportProblem, returnKeys } from '../api/returns-api.ts';
import { useReturnsT } from '../hooks/use-returns-t.ts';
import { SERVER_SAYS } from '../lib/server-says.ts';

type Field = 'reason' | 'asked' | 'description' | 'photos' | 'form';

type Errors = Partial<Record<Field, string>>;
type Window = MyReturnRequests['reportable'][number];

/**
 * A delivered order's "Report a problem" on My Orders (decision 084): the latest report's state, and while the
 * owner's window is open and nothing waits, the button that opens the form. Plain controls: taps and typing
 * before the page is live are held until it is (decision 050).
 */
export function ReportProblem({ latest, window }: { latest?: ReturnRequest | undefined; window?: Window }) {
  const [open, setOpen] = useState(false);
  const t = useReturnsT();
  if (!latest && !window) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      {latest && <ReportState request={latest} />}
      {window &&
        (open ? (
          <ReportForm window={window} onDone={() => setOpen(false)} />
        ) : (
          <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
            <LifeBuoy aria-hidden="true" strokeWidth={1.75} />
            {t('returns.report.open')}
          </Button>
        ))}
    </div>
  );
}

function ReportState({ request }: { request: ReturnRequest }) {
  const t = useReturnsT();
  const { locale } = useI18n();
  const text =
    request.status === 'open'
      ? t('returns.state.open', { date: formatIsoDate(request.createdAt, locale) })
      : request.status === 'declined'
        ? t('returns.state.declined', { reason: request.declineReason ?? '' })
        : request.refundAmount
          ? t('returns.state.acceptedRefund', { amount: formatRupees(request.refundAmount, locale) })
          : t('returns.state.accepted');
  return (
    <p role="status" className="rounded-control bg-sand px-3 py-2 text-sm">
      {text}
    </p>
  );
}

function ReportForm({ window, onDone }: { window: Window; onDone: () => void }) {
  const t = useReturnsT();
  const { locale } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const damageOpen = Date.now() <= Date.parse(window.damageUntil);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [asked, setAsked] = useState<ReturnAsk | ''>('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const check = (): Errors => {
    const found: Errors = {};
    if (!reason) found.reason = t('returns.report.reasonRequired');
    if (!asked) found.asked = t('returns.report.askedRequired');
    if (description.trim().length < RETURN_LIMITS.descriptionMin)
      found.description = t('returns.report.descriptionShort', { min: RETURN_LIMITS.descriptionMin });
    if (photos.length > RETURN_LIMITS.photos)
      found.photos = t('returns.report.tooManyPhotos', { max: RETURN_LIMITS.photos });
    else if (reason === 'damaged' && photos.length === 0) found.photos = t('returns.report.photoNeeded');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.set('reason', reason);
    form.set('asked', asked);
    form.set('description', description.trim());
    for (const photo of photos) form.append('photos', photo);
    setSending(true);
    try {
      await reportProblem(window.orderId, form);
      toast.success(t('returns.report.sent'));
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const said = (message: string) =>
        message in SERVER_SAYS ? t(SERVER_SAYS[message as keyof typeof SERVER_SAYS]) : message;
      const field = (['reason', 'asked', 'description', 'photos'] as const).find((f) => fields?.[f]);
      setErrors(
        field && fields
          ? { [field]: said(fields[field]!) }
          : { form: fields?.order ? said(fields.order) : t('returns.report.failed') },
      );
    } finally {
      setSending(false);
      await queryClient.invalidateQueries({ queryKey: returnKeys.all });
    }
  };

  // A field the buyer changes loses its mark until the next Send (as at checkout).
  const edited = (field: Field) => setErrors(({ [field]: _, ...rest }) => rest);

  const described = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
          {t('returns.report.title')}
        </h3>
        <p className="text-sm text-muted">
          {t('returns.report.windows', {
            damageUntil: formatIsoDateTime(window.damageUntil, locale),
            until: formatIsoDateTime(window.until, locale),
          })}
        </p>
      </div>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={described('reason')}>
        <legend className="mb-1 text-sm font-semibold">{t('returns.report.reason')}</legend>
        {RETURN_REASONS.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              disabled={value === 'damaged' && !damageOpen}
              onChange={() => {
                setReason(value);
                edited('reason');
              }}
            />
            {t(`returns.reason.${value}`)}
            {value === 'damaged' && !damageOpen && (
              <span className="text-muted">({t('returns.report.damagePassed')})</span>
            )}
          </label>
        ))}
        <FieldError id={`${id}-reason-error`}>{errors.reason}</FieldError>
      </fieldset>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={described('asked')}>
        <legend className="mb-1 text-sm font-semibold">{t('returns.report.asked')}</legend>
        <div className="flex flex-wrap gap-4">
          {RETURN_ASKS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-asked`}
                value={value}
                checked={asked === value}
                onChange={() => {
                  setAsked(value);
                  edited('asked');
                }}
              />
              {t(`returns.asked.${value}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-asked-error`}>{errors.asked}</FieldError>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-description`} className="text-sm font-semibold">
          {t('returns.report.description')}
        </label>
        <textarea
          id={`${id}-description`}
          rows={4}
          maxLength={RETURN_LIMITS.descriptionMax}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            edited('description');
          }}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description') ?? `${id}-description-hint`}
          className={inputClass}
        />
        <p id={`${id}-description-hint`} className="text-xs text-muted">
          {t('returns.report.descriptionHint', { min: RETURN_LIMITS.descriptionMin })}
        </p>
        <FieldError id={`${id}-description-error`}>{errors.description}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-photos`} className="text-sm font-semibold">
          {t('returns.report.photos', { max: RETURN_LIMITS.photos })}
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(event) => {
            setPhotos([...(event.target.files ?? [])]);
            edited('photos');
          }}
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={described('photos') ?? `${id}-photos-hint`}
          className="text-sm"
        />
        <p id={`${id}-photos-hint`} className="text-xs text-muted">
          {t('returns.report.photosHint')}
        </p>
        <FieldError id={`${id}-photos-error`}>{errors.photos}</FieldError>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={sending}>
          {sending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {sending ? t('returns.report.sending') : t('returns.report.send')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('returns.report.cancel')}
        </Button>
      </div>
    </form>
  );
}
