import { CATEGORIES } from '#core/categories';

export interface SiteLink {
  to: string;
  label: string;
}

export interface SiteSection {
  title: string;
  links: SiteLink[];
}

/** Every page of the shop for the HTML sitemap (product pages are reached through their categories). */
export function siteSections({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }): SiteSection[] {
  return [
    {
      title: 'Shop',
      links: [
        { to: '/', label: 'Home' },
        { to: '/search', label: 'Search' },
        { to: '/build-pc', label: 'Build Your PC' },
        { to: '/favorites', label: 'Favourites' },
        { to: '/cart', label: 'Cart' },
      ],
    },
    { title: 'Categories', links: CATEGORIES.map((c) => ({ to: `/category/${c.id}`, label: c.name })) },
    {
      title: 'Account',
      links: [
        ...(signedIn
          ? [{ to: '/profile', label: 'Profile Settings' }]
          : [
              { to: '/signin', label: 'Sign In' },
              { to: '/signup', label: 'Sign Up' },
              { to: '/profile', label: 'Profile Settings' },
            ]),
        ...(isAdmin ? [{ to: '/admin', label: 'Admin Dashboard' }] : []),
      ],
    },
    {
      title: 'Information',
      links: [
        { to: '/about', label: 'About Us' },
        { to: '/contact', label: 'Contact Us' },
        { to: '/privacy', label: 'Privacy Policy' },
        { to: '/terms', label: 'Terms of Service' },
        { to: '/status', label: 'System Status' },
        { to: '/sitemap', label: 'Sitemap' },
      ],
    },
  ];
}
