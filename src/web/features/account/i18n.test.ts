import { describe, expect, it } from 'vitest';
import {
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBED_TITLE,
  unsubscribedMessage,
} from '#shared/customers/marketing-consent.ts';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/account.json';

describe('the account catalog in English (decision 035)', () => {
  it('says the unsubscribe page as the shared module does, word for word', () => {
    const t = createTranslator('en', en);
    expect(t('account.unsubscribe.doneTitle')).toBe(UNSUBSCRIBED_TITLE);
    expect(t('account.unsubscribe.done', { email: 'meera@example.in' })).toBe(
      unsubscribedMessage('meera@example.in'),
    );
    expect(t('account.unsubscribe.invalid')).toBe(UNSUBSCRIBE_LINK_INVALID);
  });
});

describe('a device in the page language', () => {
  it("says the server's device words in Hindi, the names kept; English as the server says them", async () => {
    const { deviceName } = await import('./components/devices-list.tsx');
    const hi = (await import('#web/i18n/hi/account.json')).default;
    const inEnglish = createTranslator('en', en);
    const inHindi = createTranslator('hi', hi, en);
    expect(deviceName('Chrome on Windows', inEnglish)).toBe('Chrome on Windows');
    expect(deviceName('Samsung Internet on Android', inHindi)).toBe('Android पर Samsung Internet');
    expect(deviceName('Unknown device', inHindi)).toBe('अनजान डिवाइस');
    expect(deviceName('Firefox', inHindi)).toBe('Firefox');
  });
});
