import { parseProductId } from '#shared/catalog/product-query.schemas.ts';
import { AppError } from './errors.ts';

/** A table id from a URL (a positive 32-bit integer); malformed ids name no row: 404 like unknown ones. */
export function rowIdOr404(raw: string, notFoundMessage: string): number {
  const id = parseProductId(raw);
  if (id === null) throw new AppError('NOT_FOUND', notFoundMessage);
  return id;
}
