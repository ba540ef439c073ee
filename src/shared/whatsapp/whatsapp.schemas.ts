import { z } from 'zod';
import { PHONE_PATTERN } from '../addresses/address.ts';
import { WHATSAPP_CONSENT_SOURCES, WHATSAPP_EVENTS, WHATSAPP_TEXTS } from './whatsapp.ts';

/** GET /api/whatsapp/status: whether checkout offers the box (channel configured and turned on). */
export const whatsappStatusSchema = z.object({ available: z.boolean() });
export type WhatsAppStatus = z.infer<typeof whatsappStatusSchema>;

export const whatsappPhoneSchema = z
  .string({ error: WHATSAPP_TEXTS.invalidPhone })
  .trim()
  .regex(PHONE_PATTERN, WHATSAPP_TEXTS.invalidPhone);

/** One of the signed-in customer's phone numbers (from their orders) and its WhatsApp consent. */
export const whatsappPreferenceSchema = z.object({
  phone: z.string(),
  optedIn: z.boolean(),
  /** When the last answer was given (ISO), and where. */
  changedAt: z.string().nullable(),
  source: z.enum(WHATSAPP_CONSENT_SOURCES).nullable(),
  /** Asked on WhatsApp and not answered yet: nothing is sent until the number's owner replies YES (L8). */
  awaitingConfirmation: z.boolean(),
});
export type WhatsAppPreference = z.infer<typeof whatsappPreferenceSchema>;

export const whatsappPreferencesSchema = z.object({
  available: z.boolean(),
  phones: z.array(whatsappPreferenceSchema),
});
export type WhatsAppPreferences = z.infer<typeof whatsappPreferencesSchema>;

/** PUT /api/me/whatsapp: one tap turns one number's updates on or off. */
export const whatsappPreferenceInputSchema = z.object({
  phone: whatsappPhoneSchema,
  optedIn: z.boolean({ error: 'Choose on or off' }),
});
export type WhatsAppPreferenceInput = z.infer<typeof whatsappPreferenceInputSchema>;

/** PUT /api/admin/whatsapp: the channel on or off and the events that send a message. */
export const whatsappSettingsInputSchema = z.object({
  enabled: z.boolean({ error: 'Choose on or off' }),
  events: z
    .array(z.enum(WHATSAPP_EVENTS, { error: 'Unknown order event' }), { error: 'Choose the order events' })
    .max(WHATSAPP_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, 'Each event once'),
});
export type WhatsAppSettingsInput = z.infer<typeof whatsappSettingsInputSchema>;

/** GET /api/admin/whatsapp: settings, whether a provider is configured, and each event's template. */
export const whatsappAdminSchema = whatsappSettingsInputSchema.extend({
  /** `cloud`, `sandbox`, or null when WHATSAPP_PROVIDER is unset (the channel is off). */
  provider: z.enum(['cloud', 'sandbox']).nullable(),
  templates: z.array(
    z.object({
      event: z.enum(WHATSAPP_EVENTS),
      name: z.string(),
      language: z.string(),
      parameters: z.array(z.string()),
    }),
  ),
  testTemplate: z.string(),
});
export type WhatsAppAdmin = z.infer<typeof whatsappAdminSchema>;

export const whatsappTestInputSchema = z.object({ phone: whatsappPhoneSchema });

/** The send-now answer of a test message: how its first try ended. */
export const whatsappTestResultSchema = z.object({
  status: z.enum(['sent', 'retrying', 'failed']),
  message: z.string(),
});

/** What the sandbox provider recorded (development and tests), newest first. */
export const whatsappSandboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  template: z.string(),
  language: z.string(),
  parameters: z.array(z.string()),
  /** ISO time it was recorded. */
  at: z.string(),
});
export const whatsappSandboxListSchema = z.object({ messages: z.array(whatsappSandboxMessageSchema) });
export type WhatsAppSandboxMessage = z.infer<typeof whatsappSandboxMessageSchema>;
