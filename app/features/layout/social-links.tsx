import type { ReactNode } from 'react';

// Lucide no longer ships brand marks; these are simplified outlines, small enough to inline.
const SOCIALS: { name: string; href: string; icon: ReactNode }[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/kenyapcshop',
    icon: (
      <path d="M14 21v-7h2.5l.5-3h-3V9c0-.9.3-1.5 1.6-1.5H17V4.8c-.3 0-1.2-.1-2.3-.1-2.3 0-3.7 1.4-3.7 3.9V11H8.5v3H11v7" />
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/kenyapcshop',
    icon: <path d="M4 4l16 16M20 4l-6.6 7.2M10.4 13 4 20" />,
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/kenyapcshop',
    icon: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'TikTok',
    href: 'https://www.tiktok.com/@kenyapcshop',
    icon: <path d="M13 3v12.5a3.5 3.5 0 1 1-3.5-3.5M13 3c.3 2.6 2.2 4.6 5 4.9" />,
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@kenyapcshop',
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="M10.5 9.5v5l4.5-2.5z" fill="currentColor" />
      </>
    ),
  },
];

export function SocialLinks({ storeName }: { storeName: string }) {
  return (
    <ul className="flex gap-2">
      {SOCIALS.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${storeName} on ${s.name}`}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/5 text-slate-300 ring-1 ring-white/10 transition hover:bg-white/15 hover:text-white"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {s.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
