import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '~/lib/i18n/i18n';
import { AddressFixer } from './address-fixer';
import { ConsentBox } from './consent-box';
import { DeleteAccount } from './delete-account';

const BOX = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5';
const LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50';

/**
 * Profile → Privacy (issue 30, item 2; decision 065): the shopper's rights under the Data Protection
 * Act 2019 in one place: access and portability (download), correction, consent to offers, erasure.
 * Loaded only when the tab is opened (the storefront's first-load budget).
 */
export default function PrivacyPanel() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="privacy-download" className={BOX}>
        <h3 id="privacy-download" className="text-base font-semibold text-slate-900">
          {t('account.privacy.downloadTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('account.privacy.downloadLead')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {/* Plain links: the browser saves the file (Content-Disposition), signed in by the cookie. */}
          <a href="/api/privacy/export?format=json" download className={LINK}>
            <Download className="size-4" aria-hidden="true" /> {t('account.privacy.downloadJson')}
          </a>
          <a href="/api/privacy/export?format=csv" download className={LINK}>
            <Download className="size-4" aria-hidden="true" /> {t('account.privacy.downloadCsv')}
          </a>
        </div>
      </section>
      <section aria-labelledby="privacy-correct" className={BOX}>
        <h3 id="privacy-correct" className="text-base font-semibold text-slate-900">
          {t('account.privacy.correctTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('account.privacy.correctLead')}</p>
        <Link
          to="?tab=profile"
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {t('account.privacy.editName')}
        </Link>
        <AddressFixer />
      </section>
      <section aria-labelledby="privacy-consent" className={BOX}>
        <h3 id="privacy-consent" className="text-base font-semibold text-slate-900">
          {t('account.privacy.consentTitle')}
        </h3>
        <ConsentBox />
      </section>
      <section aria-labelledby="privacy-delete" className={`${BOX} border-red-200`}>
        <h3 id="privacy-delete" className="text-base font-semibold text-slate-900">
          {t('account.privacy.deleteTitle')}
        </h3>
        <DeleteAccount />
      </section>
      <Link to="/privacy" className="text-sm font-semibold text-brand-700 underline">
        {t('account.privacy.policy')}
      </Link>
    </div>
  );
}
