import type { ReturnAsk, ReturnReason } from '#shared/orders/return-requests.ts';
import { RETURN_REASON_LABELS } from '#shared/orders/return-requests.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { mailT } from './mail-t.ts';
import type { OrderForMail } from './order-for-mail.ts';
import { orderUpdateEmail } from './orders.ts';
import { ownerAlertEmail, type StoreMailContext } from './owner-alerts.ts';

/** A buyer's "Report a problem" (decision 084) as its mails tell it. */
export interface ReturnForMail {
  reason: ReturnReason;
  asked: ReturnAsk;
  description: string;
  photos: number;
}

/** To the buyer: the report reached the shop (in the order's language, as its other mails). */
export function returnReportedEmail(
  input: { order: OrderForMail; request: ReturnForMail },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const { order, request } = input;
  const t = mailT(order.language);
  const number = order.orderNumber;
  return orderUpdateEmail(
    order,
    {
      subject: t('returns.reported.subject', { number }),
      heading: t('returns.reported.heading'),
      lines: [
        t('returns.reported.line', {
          number,
          reason: t(`returns.reason.${request.reason}`),
          asked: t(`returns.asked.${request.asked}`),
        }),
        t('returns.reported.next'),
      ],
    },
    settings,
    publicUrl,
  );
}

/** To the buyer: the shop accepted the report, with the refund it gave (its own refund mail follows). */
export function returnAcceptedEmail(
  input: { order: OrderForMail; refundAmount: number | null },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const { order } = input;
  const t = mailT(order.language);
  const number = order.orderNumber;
  const line = input.refundAmount
    ? t('returns.accepted.refund', { number, amount: formatRupees(input.refundAmount) })
    : t('returns.accepted.other', { number });
  return orderUpdateEmail(
    order,
    {
      subject: t('returns.accepted.subject', { number }),
      heading: t('returns.accepted.heading'),
      lines: [line],
    },
    settings,
    publicUrl,
  );
}

/** To the buyer: the shop declined the report, with its reason. */
export function returnDeclinedEmail(
  input: { order: OrderForMail; reason: string },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const { order } = input;
  const t = mailT(order.language);
  const number = order.orderNumber;
  return orderUpdateEmail(
    order,
    {
      subject: t('returns.declined.subject', { number }),
      heading: t('returns.declined.heading'),
      lines: [
        t('returns.declined.line', { number }),
        t('returns.declined.why', { reason: input.reason }),
        t('returns.declined.questions', { phone: settings.contactPhone }),
      ],
    },
    settings,
    publicUrl,
  );
}

/** To the owner: a buyer reported a problem with a delivered order; it waits on the order's page. */
export function storeReturnReportedEmail(
  input: { orderNumber: string; customerName: string; request: ReturnForMail },
  context: StoreMailContext,
): MailMessage {
  const { request } = input;
  return ownerAlertEmail(
    MAIL_KINDS.storeReturnReported,
    {
      subject: `Problem reported: order ${input.orderNumber} (${RETURN_REASON_LABELS[request.reason]})`,
      heading: `A problem with order ${input.orderNumber}`,
      summary: `${input.customerName} reported a problem with their delivered order and asks for a ${request.asked}. Accept or decline it on the order's page (Orders → Problems reported).`,
      facts: [
        ['Order number', input.orderNumber],
        ['Reason', RETURN_REASON_LABELS[request.reason]],
        ['Asked for', request.asked],
        ['Photos', String(request.photos)],
        ['What happened', request.description],
      ],
    },
    context,
  );
}
