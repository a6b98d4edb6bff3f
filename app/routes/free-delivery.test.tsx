// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#core/settings';
import { Hero } from '~/features/home/hero';
import { WhyChooseUs } from '~/features/home/why-choose-us';
import { SiteFooter } from '~/features/layout/site-footer';
import { freeDeliveryOffer } from '~/lib/free-delivery';
import { meta as aboutMeta } from './about';
import { meta as homeMeta } from './home';

afterEach(cleanup);

// An admin raised the threshold in the Settings tab: every advert must follow the rule the cart applies.
const settings = { ...DEFAULT_SETTINGS, freeDeliveryThreshold: 75_000 };

function renderInRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => ui }]);
  render(<Stub initialEntries={['/']} />);
}

const metaDescription = (tags: unknown[]) =>
  (tags as { name?: string; content?: string }[]).find((t) => t.name === 'description')?.content;

describe('the advertised free-delivery figure', () => {
  it('is the settings threshold in the hero, the why-choose-us strip and the footer', async () => {
    renderInRouter(
      <>
        <Hero freeDeliveryThreshold={settings.freeDeliveryThreshold} />
        <WhyChooseUs freeDeliveryThreshold={settings.freeDeliveryThreshold} />
        <SiteFooter settings={settings} />
      </>,
    );
    expect(await screen.findAllByText(/Free delivery on orders over KES 75,000/)).toHaveLength(3);
    expect(screen.queryByText(/KES 50,000/)).toBeNull();
  });

  it('is the settings threshold in the home and about page descriptions', () => {
    const matches = [{ id: 'root', data: { settings } }];
    for (const meta of [homeMeta, aboutMeta]) {
      const description = metaDescription(meta({ matches } as never) as unknown[]);
      expect(description).toContain('Free delivery on orders over KES 75,000');
    }
  });

  it('falls back to the default KES 50,000 when the root data is missing, and reads "every order" at 0', () => {
    expect(metaDescription(homeMeta({ matches: [] } as never) as unknown[])).toContain('over KES 50,000');
    expect(freeDeliveryOffer(0)).toBe('Free delivery on every order');
  });
});
