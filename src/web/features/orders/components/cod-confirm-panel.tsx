import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, MapPin, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type CodAddressInput,
  type CodAnswerResponse,
  codAddressInputSchema,
} from '#shared/orders/cod-confirmation.schemas.ts';
import { COD_CONFIRMATION_MESSAGES } from '#shared/orders/cod-confirmation.ts';
import type { OrderDetail } from '#shared/orders/order.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { AddressFields } from '#web/features/addresses/components/address-fields.tsx';
import { ApiError, api, errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { orderKeys } from '../api/orders-api.ts';
import { type OrdersT, useOrdersT } from '../i18n.ts';

/** The server's refusals, said in the page's language (their English is the server's, decision 042's way). */
const REFUSALS = {
  [COD_CONFIRMATION_MESSAGES.badLink]: 'orders.codConfirm.badLink',
  [COD_CONFIRMATION_MESSAGES.expired]: 'orders.codConfirm.expired',
  [COD_CONFIRMATION_MESSAGES.cancelledUnanswered]: 'orders.codConfirm.cancelledUnanswered',
  [COD_CONFIRMATION_MESSAGES.cancelled]: 'orders.codConfirm.cancelled',
  [COD_CONFIRMATION_MESSAGES.alreadyConfirmed]: 'orders.codConfirm.alreadyConfirmed',
  [COD_CONFIRMATION_MESSAGES.otherZone]: 'orders.codConfirm.otherZone',
} as const;

const refusal = (error: unknown, t: OrdersT) => {
  const key = error instanceof ApiError ? REFUSALS[error.message as keyof typeof REFUSALS] : undefined;
  return key ? t(key) : errorMessage(error);
};

type PlaceValues = Pick<CodAddressInput, 'address'>;
/** The fields under the body's own names, so the schema's and the server's errors land on them. */
const PLACE_NAMES = {
  address: 'address.address',
  city: 'address.city',
  state: 'address.state',
  pincode: 'address.pincode',
} as const;

/**
 * A COD order waiting for its buyer (decision 087), opened from the mailed link (its key beside the page's token):
 * Confirm, Change delivery address (then confirmed) or Cancel after a confirmation. No sign-in; the page shows the
 * order's new state from the server's answer.
 */
export function CodConfirmPanel({
  order,
  confirmKey,
  token,
}: {
  order: OrderDetail;
  confirmKey: string;
  token: string | null;
}) {
  const t = useOrdersT();
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const answered = ({ order: next }: CodAnswerResponse) => {
    queryClient.setQueryData(orderKeys.detail(order.id, token), next);
    toast.success(
      next.status === 'cancelled'
        ? t('orders.codConfirm.cancelledNow', { order: next.orderNumber })
        : t('orders.codConfirm.confirmedNow', { order: next.orderNumber }),
    );
  };
  const answer = useMutation({
    mutationFn: (choice: 'confirm' | 'cancel') =>
      api.post<CodAnswerResponse>(`/orders/${encodeURIComponent(order.id)}/cod-confirmation`, {
        key: confirmKey,
        answer: choice,
      }),
    onMutate: () => setProblem(null),
    onSuccess: answered,
    onError: (error) => setProblem(refusal(error, t)),
  });

  return (
    <section
      aria-labelledby="cod-confirm-heading"
      className="flex flex-col gap-4 rounded-card border border-primary/30 bg-surface p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="cod-confirm-heading" className="text-xl">
          {t('orders.codConfirm.title')}
        </h2>
        {order.confirmBy && (
          <p className="text-muted">
            {t('orders.codConfirm.by', { time: formatIsoDateTime(order.confirmBy, locale) })}
          </p>
        )}
      </div>
      {problem && (
        <p role="alert" className="rounded-control bg-danger/5 p-3 text-danger">
          {problem}
        </p>
      )}
      {editing ? (
        <NewAddressForm
          order={order}
          confirmKey={confirmKey}
          onDone={answered}
          onBack={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button size="lg" disabled={answer.isPending} onClick={() => answer.mutate('confirm')}>
            <CheckCircle2 aria-hidden="true" strokeWidth={1.75} />
            {t('orders.codConfirm.confirm')}
          </Button>
          <Button size="lg" variant="secondary" disabled={answer.isPending} onClick={() => setEditing(true)}>
            <MapPin aria-hidden="true" strokeWidth={1.75} />
            {t('orders.codConfirm.changeAddress')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="lg" variant="ghost" disabled={answer.isPending}>
                <XCircle aria-hidden="true" strokeWidth={1.75} />
                {t('orders.codConfirm.cancel')}
              </Button>
            }
            title={t('orders.codConfirm.cancelTitle', { order: order.orderNumber })}
            description={t('orders.codConfirm.cancelText')}
            confirmLabel={t('orders.codConfirm.cancelYes')}
            cancelLabel={t('orders.codConfirm.keep')}
            onConfirm={() => answer.mutate('cancel')}
          />
        </div>
      )}
    </section>
  );
}

/** Where the parcel goes instead (the checkout's fields and rules), sent with the key; the order is then confirmed. */
function NewAddressForm({
  order,
  confirmKey,
  onDone,
  onBack,
}: {
  order: OrderDetail;
  confirmKey: string;
  onDone: (answer: CodAnswerResponse) => void;
  onBack: () => void;
}) {
  const t = useOrdersT();
  const place = order.gift?.recipient ?? order.customer;
  const form = useSchemaForm<PlaceValues, CodAddressInput>(codAddressInputSchema, {
    defaultValues: {
      address: { address: place.address, city: place.city, state: place.state, pincode: place.pincode },
    },
    toBody: ({ address }) => ({ key: confirmKey, address }),
  });
  return (
    <Form
      form={form}
      aria-label={t('orders.codConfirm.addressForm')}
      className="flex flex-col gap-4"
      onSubmit={async (body) => {
        const done = await api.post<CodAnswerResponse>(
          `/orders/${encodeURIComponent(order.id)}/cod-confirmation/address`,
          body,
        );
        onDone(done);
      }}
      onError={(error) => toast.error(refusal(error, t))}
      serverFieldOf={(field) => field}
    >
      <AddressFields names={PLACE_NAMES} phoneLabel="Phone" placeOnly />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton size="lg" pendingLabel={t('orders.codConfirm.saving')}>
          {t('orders.codConfirm.saveAndConfirm')}
        </SubmitButton>
        <Button type="button" size="lg" variant="ghost" onClick={onBack}>
          {t('orders.codConfirm.back')}
        </Button>
      </div>
    </Form>
  );
}
