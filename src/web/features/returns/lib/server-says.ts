import { RETURN_MESSAGES } from '#shared/orders/return-requests.ts';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';

/** The server's refusals only it can check, said in the page's language (the English ones are the same words). */
export const SERVER_SAYS = {
  [RETURN_MESSAGES.notDelivered]: 'returns.server.notDelivered',
  [RETURN_MESSAGES.windowClosed]: 'returns.server.windowClosed',
  [RETURN_MESSAGES.alreadyOpen]: 'returns.server.alreadyOpen',
  [RETURN_MESSAGES.tooManyForOrder]: 'returns.server.tooManyForOrder',
  [RETURN_MESSAGES.tooManyToday]: 'returns.server.tooManyToday',
  [RETURN_MESSAGES.photoTooLarge]: 'returns.server.photoTooLarge',
  [UPLOAD_MESSAGES.notAnImage]: 'returns.server.notAnImage',
} as const;
