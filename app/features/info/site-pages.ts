import { CATEGORIES } from '#core/catalog/categories';
import type { MessageKey } from '~/lib/i18n/i18n';

export interface SiteLink {
  to: string;
  /** The English label; `key` says it in the page's language (categories: their own names). */
  label: string;
  key?: MessageKey;
}

export interface SiteSection {
  id: string;
  title: MessageKey;
  links: SiteLink[];
}

const link = (to: string, label: string, key: MessageKey): SiteLink => ({ to, label, key });

/** Every page of the shop for the HTML sitemap (product pages are reached through their categories). */
export function siteSections({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }): SiteSection[] {
  return [
    {
      id: 'shop',
      title: 'sitemap.shop',
      links: [
        link('/', 'Home', 'sitemap.home'),
        link('/search', 'Search', 'sitemap.search'),
        link('/build-pc', 'Build Your PC', 'footer.buildYourPc'),
        link('/favorites', 'Favourites', 'sitemap.favourites'),
        link('/cart', 'Cart', 'sitemap.cart'),
      ],
    },
    {
      id: 'categories',
      title: 'sitemap.categories',
      links: CATEGORIES.map((c) => ({ to: `/category/${c.id}`, label: c.name })),
    },
    {
      id: 'account',
      title: 'sitemap.account',
      links: [
        ...(signedIn
          ? [link('/profile', 'Profile Settings', 'sitemap.profile')]
          : [
              link('/signin', 'Sign In', 'sitemap.signIn'),
              link('/signup', 'Sign Up', 'sitemap.signUp'),
              link('/profile', 'Profile Settings', 'sitemap.profile'),
            ]),
        ...(isAdmin ? [link('/admin', 'Admin Dashboard', 'sitemap.admin')] : []),
      ],
    },
    {
      id: 'information',
      title: 'sitemap.information',
      links: [
        link('/about', 'About Us', 'footer.aboutUs'),
        link('/contact', 'Contact Us', 'footer.contactUs'),
        link('/privacy', 'Privacy Policy', 'footer.privacy'),
        link('/terms', 'Terms of Service', 'footer.terms'),
        link('/status', 'System Status', 'sitemap.status'),
        link('/sitemap', 'Sitemap', 'footer.sitemap'),
      ],
    },
  ];
}
