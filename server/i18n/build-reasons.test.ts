import { describe, expect, it } from 'vitest';
import { BUILD_USES } from '#core/build-pc/build-rules';
import { buildTestApp } from '../../test/app';
import { reasonToSwahili } from './build-reasons';

const { app } = await buildTestApp();
const suggest = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/builds/suggest', headers, payload });

describe("Build for me's reasons in the shopper's language", () => {
  it('Kiswahili for every part of every use, with every figure of the English kept; English unchanged', async () => {
    let compared = 0;
    for (const use of BUILD_USES) {
      for (const budget of [120_000, 250_000, 600_000]) {
        const en = (await suggest({ budget, use })).json();
        const sw = (await suggest({ budget, use }, { cookie: 'lang=sw' })).json();
        if (en.status !== 'ok') continue;
        for (const [slot, reason] of Object.entries(en.reasons as Record<string, string>)) {
          const said = sw.reasons[slot] as string;
          expect(said, reason).not.toBe(reason);
          expect(said).not.toMatch(/\b(the|for|with|covers|takes|fits)\b/);
          for (const figure of reason.match(/\d[\d,.]*/g) ?? [])
            expect(said, reason).toContain(figure.replace(/[.,]$/, ''));
          compared++;
        }
        expect(sw.parts).toEqual(en.parts);
      }
    }
    expect(compared).toBeGreaterThanOrEqual(64);
  });

  it('a line of another shape stays as it came rather than half translated', () => {
    expect(reasonToSwahili('Something new, the best fit for its 30% share (KES 45,000).')).toBe(
      'Something new, the best fit for its 30% share (KES 45,000).',
    );
    expect(reasonToSwahili('Takes the ATX board, the least this slot can cost with these parts.')).toBe(
      'Inakubali motherboard ya ATX, bei ya chini kabisa kwa nafasi hii ikiwa na vifaa hivi.',
    );
  });
});
