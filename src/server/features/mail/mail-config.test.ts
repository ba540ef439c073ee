import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.ts';
import {
  createTransports,
  DevTransport,
  HttpMailTransport,
  parseSender,
  SmtpTransport,
} from '../../lib/mailer.ts';

const quiet = { info() {}, warn() {} };

describe('mail configuration', () => {
  it('SMTP first, then the HTTP provider (Brevo by default) when MAIL_API_KEY is set', () => {
    const config = loadConfig({ SMTP_HOST: 'smtp.example.in', SMTP_PORT: '2525', MAIL_API_KEY: 'xkeysib-1' });
    expect(config.mailApi).toEqual({ url: 'https://api.brevo.com/v3/smtp/email', key: 'xkeysib-1' });
    const transports = createTransports(config, quiet);
    expect(transports.map((t) => t.constructor)).toEqual([SmtpTransport, HttpMailTransport]);
    for (const t of transports) t.close?.();
  });

  it('the provider alone, at its own URL', () => {
    const config = loadConfig({ MAIL_API_KEY: 'k', MAIL_API_URL: 'https://mail.example.in/send' });
    expect(config.mailApi?.url).toBe('https://mail.example.in/send');
    expect(createTransports(config, quiet).map((t) => t.name)).toEqual(['http']);
  });

  it('neither: the dev transport (and a warning in production)', () => {
    expect(createTransports(loadConfig({}), quiet)[0]).toBeInstanceOf(DevTransport);
    const warnings: string[] = [];
    createTransports(
      loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'q7Vx2LmR9tKc4WbZ8nHf1YsD6pJg3Ea0' }),
      {
        info() {},
        warn: (_d, message) => warnings.push(message),
      },
    );
    expect(warnings).toEqual([
      'no SMTP_HOST or MAIL_API_KEY: emails are kept in the outbox but not delivered',
    ]);
  });

  it('MAIL_FROM, or its alias SMTP_FROM, or the default; a bad MAIL_API_URL stops start-up', () => {
    expect(loadConfig({}).mailFrom).toBe('Karigar <hello@karigar.in>');
    expect(loadConfig({ SMTP_FROM: 'Shop <a@b.in>' }).mailFrom).toBe('Shop <a@b.in>');
    expect(loadConfig({ SMTP_FROM: 'Shop <a@b.in>', MAIL_FROM: 'Mail <m@b.in>' }).mailFrom).toBe(
      'Mail <m@b.in>',
    );
    expect(() => loadConfig({ MAIL_API_URL: 'not a url' })).toThrow(
      'Invalid configuration: MAIL_API_URL must be a URL',
    );
    expect(() => loadConfig({ MAIL_API_KEY: '' })).not.toThrow();
  });

  it('the sender is split into name and address for the provider', () => {
    expect(parseSender('Karigar <hello@karigar.in>')).toEqual({ name: 'Karigar', email: 'hello@karigar.in' });
    expect(parseSender('"Karigar Crafts" <a@b.in>')).toEqual({ name: 'Karigar Crafts', email: 'a@b.in' });
    expect(parseSender('a@b.in')).toEqual({ name: '', email: 'a@b.in' });
  });
});
