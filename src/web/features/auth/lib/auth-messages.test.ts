import { describe, expect, it } from 'vitest';
import { invalidOtpMessage, resendTooSoonMessage } from '#shared/auth/auth.schemas.ts';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/auth.json';
import hi from '#web/i18n/hi/auth.json';
import { AUTH_MESSAGES, NUMBERED_MESSAGES } from './auth-messages.ts';

const named = Object.entries(en).filter(([key]) => /^auth\.msg\.[A-Z_]+$/.test(key));

describe('the accounts shared messages in the auth catalog (decision 035)', () => {
  it('says every auth.msg.<NAME> in English exactly as the shared module does', () => {
    expect(named.length).toBeGreaterThan(50);
    for (const [key, message] of named) {
      expect(AUTH_MESSAGES[key.slice('auth.msg.'.length)], key).toBe(message);
    }
  });

  it('catches the numbered messages and says them with their number', () => {
    const says = (message: string, lang: 'en' | 'hi') => {
      const t = createTranslator(lang, lang === 'hi' ? hi : en, en);
      for (const { pattern, key, param } of NUMBERED_MESSAGES) {
        const match = pattern.exec(message);
        if (match) return t(key, { [param]: Number(match[1]) });
      }
      return undefined;
    };
    expect(says(invalidOtpMessage(2), 'en')).toBe(invalidOtpMessage(2));
    expect(says(resendTooSoonMessage(41), 'en')).toBe(resendTooSoonMessage(41));
    expect(says(invalidOtpMessage(2), 'hi')).toBe('गलत OTP। 2 प्रयास बाकी हैं।');
    expect(says(resendTooSoonMessage(41), 'hi')).toContain('41 सेकंड');
    expect(says('Invalid OTP. two attempts remaining.', 'en')).toBeUndefined();
  });
});
