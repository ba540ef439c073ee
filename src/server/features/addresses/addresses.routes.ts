import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  addressInputSchema,
  savedAddressSchema,
} from '#shared/addresses/address.schemas.ts';
import { messageResponseSchema } from '#shared/auth/auth.schemas.ts';
import {
  deleteAddress,
  listAddresses,
  saveAddressForUser,
  setDefaultAddress,
  updateAddress,
} from './addresses.service.ts';

const tags = ['addresses'];
const idParams = z.object({ id: z.string() });
const addressResponse = z.object({ address: savedAddressSchema, message: z.string() });

/** The auth guard puts requireUser on everything under /api/me, so sessionUser is set. */
const userIdOf = (request: FastifyRequest) => request.sessionUser!.id;

/**
 * The signed-in user's saved addresses. Another user's address id answers 404 like an unknown
 * one, never 403: whether it exists is not revealed.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/addresses',
    {
      schema: {
        tags,
        summary: 'My saved addresses, default first, then newest',
        response: { 200: z.object({ items: z.array(savedAddressSchema) }) },
      },
    },
    async (request) => {
      return { items: await listAddresses(app.db, userIdOf(request)) };
    },
  );

  app.post(
    '/api/me/addresses',
    {
      schema: {
        tags,
        summary: 'Save an address (the first one becomes default; isDefault clears the others)',
        body: addressInputSchema,
        response: { 201: addressResponse },
      },
    },
    async (request, reply) => {
      const address = await saveAddressForUser(app.db, userIdOf(request), request.body);
      return reply.code(201).send({ address, message: ADDRESS_MESSAGES.added });
    },
  );

  app.put(
    '/api/me/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Edit one of my addresses (404 for an id that is not mine)',
        params: idParams,
        body: addressInputSchema,
        response: { 200: addressResponse },
      },
    },
    async (request) => ({
      address: await updateAddress(app.db, userIdOf(request), request.params.id, request.body),
      message: ADDRESS_MESSAGES.updated,
    }),
  );

  app.delete(
    '/api/me/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my addresses (the newest remaining becomes default if it was)',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteAddress(app.db, userIdOf(request), request.params.id);
      return { message: ADDRESS_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/me/addresses/:id/default',
    {
      schema: {
        tags,
        summary: 'Make one of my addresses the default (the others stop being default)',
        params: idParams,
        response: { 200: addressResponse },
      },
    },
    async (request) => ({
      address: await setDefaultAddress(app.db, userIdOf(request), request.params.id),
      message: ADDRESS_MESSAGES.defaultUpdated,
    }),
  );
};
