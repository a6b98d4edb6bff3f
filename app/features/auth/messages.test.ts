import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_MIN as SERVER_PASSWORD_MIN } from '#core/schemas/auth';
import { AUTH_TEXT, PASSWORD_MIN } from './messages';

describe('account screen words', () => {
  it('agree with core/schemas/auth', () => {
    expect(PASSWORD_MIN).toBe(SERVER_PASSWORD_MIN);
    expect(AUTH_TEXT.registeredText).toBe(AUTH_MESSAGES.registered);
  });
});
