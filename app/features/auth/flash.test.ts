import { describe, expect, it } from 'vitest';
import { en } from '~/lib/i18n/en';
import { translator } from '~/lib/i18n/i18n';
import { sw } from '~/lib/i18n/sw';
import { flashToast } from './flash';

describe('the admin area’s flash toasts', () => {
  it('keep the spec’s words in English and speak Kiswahili on a Kiswahili page', () => {
    expect(flashToast('admin-denied', translator(en))).toEqual({
      title: 'Access Denied',
      description: "You don't have permission to access the admin area",
      variant: 'destructive',
    });
    expect(flashToast('admin-signin', translator(en)).title).toBe('Authentication required');
    expect(flashToast('admin-denied', translator(sw)).title).toBe('Huna Ruhusa');
    expect(flashToast('admin-signin', translator(sw)).description).toBe(
      'Tafadhali ingia ili kufika eneo la wasimamizi',
    );
  });
});
