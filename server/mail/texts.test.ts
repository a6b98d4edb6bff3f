import { describe, expect, it } from 'vitest';
import { expiredNote, expiredNoteRecord, expiryLine, reminderLines } from '#core/orders/layaway';
import { readCancelNote } from '#core/orders/layaway-note';
import { MAIL_TEXTS } from './texts';

// The layaway reminder's words in both languages (the mail itself goes through real SMTP in
// server/modules/orders/layaway.test.ts).
describe('the layaway reminder texts', () => {
  // 23:30 in Nairobi on 30 November is still the 30th there (UTC is 20:30).
  const dueAt = new Date('2026-11-30T20:30:00Z');
  const r = { number: 'KPC000123', balance: 171_500, dueAt, daysBefore: 7 };

  it("English is core/orders/layaway's wording", () => {
    const L = MAIL_TEXTS.en.layaway;
    expect(L.subject(r)).toBe(reminderLines(r).subject);
    expect(L.first(r)).toBe(reminderLines(r).first);
    expect(L.first({ ...r, daysBefore: 1 })).toContain('is due tomorrow');
    expect(L.expiry('keep', dueAt)).toBe(expiryLine('keep', dueAt));
    expect(L.paidSoFar(73_500)).toBe('Paid so far: KES 73,500.');
  });

  it('Kiswahili: the date in Kiswahili (Nairobi time), amounts and the order number as they are', () => {
    const L = MAIL_TEXTS.sw.layaway;
    expect(L.subject(r)).toBe('Layaway KPC000123: zimebaki KES 171,500 za kulipa kufikia 30 Novemba 2026');
    expect(L.first(r)).toBe(
      'Malipo ya layaway yako KPC000123 yanatakiwa baada ya siku 7, tarehe 30 Novemba 2026: zimebaki KES 171,500 za kulipa.',
    );
    expect(L.first({ ...r, daysBefore: 1 })).toContain('yanatakiwa kesho, tarehe 30 Novemba 2026');
    expect(L.first({ ...r, dueAt: new Date('2026-12-31T21:30:00Z') })).toContain('tarehe 1 Januari 2027');
    expect(L.expiry('keep', dueAt)).toBe(
      'Kiasi kinachobaki kisipolipwa kufikia 30 Novemba 2026, oda itaghairiwa na pesa ulizolipa zitabaki kwa duka.',
    );
    expect(L.expiry('refund', dueAt)).toMatch(/zitarudishwa kwako\.$/);
    expect(L.hello('Wairimu')).toBe('Habari Wairimu,');
  });

  it("the expiry's cancel reason, said from its code: English as the spec words it, Kiswahili in a Kiswahili mail", () => {
    const refund = readCancelNote(expiredNoteRecord('refund', 73_500, dueAt))!;
    const kept = readCancelNote(expiredNoteRecord('kept', 73_500, dueAt))!;
    expect(MAIL_TEXTS.en.layaway.expiredNote(refund)).toBe(expiredNote('refund', 73_500, dueAt));
    expect(MAIL_TEXTS.sw.layaway.expiredNote(refund)).toBe(
      'Layaway haikulipwa yote kufikia 30 Novemba 2026: KES 73,500 ulizolipa zitarudishwa kwako.',
    );
    expect(MAIL_TEXTS.sw.layaway.expiredNote(kept)).toMatch(
      /: KES 73,500 ulizolipa zinabaki kwa duka, kama ulivyokubali wakati wa kulipia\.$/,
    );
    // A row written before the codes (the English sentence) is read the same way.
    expect(MAIL_TEXTS.sw.layaway.expiredNote(readCancelNote(expiredNote('refund', 73_500, dueAt))!)).toBe(
      'Layaway haikulipwa yote kufikia 30 Novemba 2026: KES 73,500 ulizolipa zitarudishwa kwako.',
    );
  });
});
