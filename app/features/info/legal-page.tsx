import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page } from '~/components/page';

/** When the privacy policy and terms last changed. */
export const LEGAL_UPDATED = '1 November 2026';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  lead: string;
  updated: string;
  sections: LegalSection[];
  email: string;
}

/** A policy page: a table of contents, numbered sections, and the contact e-mail link. */
export function LegalPage({ title, lead, updated, sections, email }: LegalPageProps) {
  return (
    <Page title={title} lead={lead}>
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        <nav aria-label="On this page" className="rounded-xl border border-slate-200 bg-white p-4 text-sm lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
          <p className="font-semibold text-slate-900">On this page</p>
          <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-slate-700 marker:text-slate-400">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="rounded hover:text-brand-700 hover:underline underline-offset-4">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <p className="text-sm text-slate-500">Last updated: {updated}</p>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-8 first-of-type:mt-6">
              <h2 id={`${s.id}-title`} className="text-lg font-semibold text-slate-900 sm:text-xl">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5">
                {s.body}
              </div>
            </section>
          ))}
          <p className="mt-10 flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-4 text-slate-800">
            <Mail className="size-4 text-brand-700" aria-hidden="true" />
            Questions? Write to{' '}
            <EmailLink email={email} />
          </p>
        </article>
      </div>
    </Page>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-brand-700 underline underline-offset-4 [overflow-wrap:anywhere]">
      {email}
    </a>
  );
}
