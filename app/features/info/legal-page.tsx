import { Mail } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { groupDigits } from '#core/format/numbers';
import { Page } from '~/components/page';
import { useRootData } from '~/lib/root-data';
import type { LegalBlock, LegalDoc, LegalFrame } from './legal-text.server';

export type { LegalDoc, LegalFrame };

interface Fill {
  email: string;
  phone: string;
  store: string;
  threshold: string;
  /** The ODPC registration number (issue 30); empty: the sentence naming it is left out. */
  odpc: string;
}

const LINK = 'text-brand-700 underline underline-offset-4';

/** A policy page: a table of contents, numbered sections, and the contact e-mail link, with the shop's own details filled in. */
export function LegalPage({ doc, frame }: { doc: LegalDoc; frame: LegalFrame }) {
  const { settings } = useRootData();
  const fill: Fill = {
    email: settings.supportEmail,
    phone: settings.supportPhone,
    store: settings.storeName,
    threshold: groupDigits(settings.freeDeliveryThreshold),
    odpc: settings.odpcRegistration ?? '',
  };
  return (
    <Page title={doc.title} lead={text(doc.lead, fill)}>
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        <nav
          aria-label={frame.onThisPage}
          className="rounded-xl border border-slate-200 bg-white p-4 text-sm lg:sticky lg:top-[calc(var(--header-height)+1rem)]"
        >
          <p className="font-semibold text-slate-900">{frame.onThisPage}</p>
          <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-slate-700 marker:text-slate-400">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="rounded hover:text-brand-700 hover:underline underline-offset-4">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <p className="text-sm text-slate-500">{frame.updated}</p>
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-8 first-of-type:mt-6">
              <h2 id={`${s.id}-title`} className="text-lg font-semibold text-slate-900 sm:text-xl">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5">
                {s.blocks
                  .filter((b) => fill.odpc || !JSON.stringify(b).includes('{odpc}'))
                  .map((b, j) => (
                    <Block key={j} block={b} fill={fill} />
                  ))}
              </div>
            </section>
          ))}
          <p className="mt-10 flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-4 text-slate-800">
            <Mail className="size-4 text-brand-700" aria-hidden="true" />
            {frame.questions} <EmailLink email={fill.email} />
          </p>
        </article>
      </div>
    </Page>
  );
}

function Block({ block, fill }: { block: LegalBlock; fill: Fill }) {
  if (typeof block === 'string') return <p>{marks(block, fill)}</p>;
  return (
    <ul>
      {block.map((item, i) => (
        <li key={i}>{marks(item, fill)}</li>
      ))}
    </ul>
  );
}

const text = (s: string, fill: Fill) => s.replace(/\{(phone|store|threshold|odpc)\}/g, (_, k: keyof Fill) => fill[k]);

/** **bold**, [text](/path) and {email} as elements; {phone}, {store}, {threshold} as text. */
function marks(s: string, fill: Fill): ReactNode {
  return text(s, fill)
    .split(/(\*\*[^*]+\*\*|\[[^\]]+\]\(\/[^)]*\)|\{email\})/)
    .map((part, i) => {
      if (part.startsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
      const link = /^\[([^\]]+)\]\((\/[^)]*)\)$/.exec(part);
      if (link) {
        return (
          <Link key={i} to={link[2]} className={LINK}>
            {link[1]}
          </Link>
        );
      }
      if (part === '{email}') return <EmailLink key={i} email={fill.email} />;
      return <Fragment key={i}>{part}</Fragment>;
    });
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-medium text-brand-700 underline underline-offset-4 [overflow-wrap:anywhere]"
    >
      {email}
    </a>
  );
}
