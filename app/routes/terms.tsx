import { Link } from 'react-router';
import type { Route } from './+types/terms';
import { EmailLink, LEGAL_UPDATED, LegalPage, type LegalSection } from '~/features/info/legal-page';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    'Terms of Service',
    'The terms that apply when you use our shop, create an account and place orders: purchases, payments, liability and more.',
  );

const LINK = 'text-brand-700 underline underline-offset-4';

export default function Terms() {
  const { settings } = useRootData();
  const store = settings.storeName;
  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      body: (
        <p>
          By using the {store} website or placing an order, you agree to these terms and to our{' '}
          <Link to="/privacy" className={LINK}>
            Privacy Policy
          </Link>
          . If you do not agree, please do not use the site.
        </p>
      ),
    },
    {
      id: 'use-of-service',
      title: 'Use of the service',
      body: (
        <>
          <p>You may use the site to browse, plan builds and buy products for yourself or your business. You agree not to:</p>
          <ul>
            <li>break the law or anyone else&apos;s rights while using it;</li>
            <li>try to get around its security, overload it or collect its content automatically;</li>
            <li>post reviews or messages that are false, offensive or not about the product.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'accounts',
      title: 'Accounts',
      body: (
        <p>
          You need an account to check out and to review products you bought. Give accurate details, keep your password
          private and tell us at once if you think someone else has used your account. You are responsible for what is done
          with it.
        </p>
      ),
    },
    {
      id: 'purchases',
      title: 'Purchases',
      body: (
        <>
          <p>
            Prices are in Kenyan shillings (KES) and are shown excluding VAT (&lsquo;ex VAT&rsquo;). Delivery is free on
            orders over KES {settings.freeDeliveryThreshold.toLocaleString('en-KE')}.
          </p>
          <p>
            <strong>All orders are subject to acceptance and availability.</strong> Placing an order is an offer to buy; a
            contract exists only once we confirm it. We may refuse or cancel an order, for example when a product is out of
            stock, a price was shown in error or a payment cannot be verified. If you already paid for a cancelled order, we
            refund you in full.
          </p>
          <p>
            Compatibility checks in Build Your PC are guidance based on the published specifications; please contact us if
            you are unsure about a part.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <p>
          The site&apos;s design, text, images and logo belong to {store} or its suppliers. Product names and brands belong
          to their owners. You may not copy or reuse our content without written permission, except to share links to it.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Termination',
      body: (
        <p>
          You can close your account at any time. We may suspend or close an account that breaks these terms or is used for
          fraud. Orders already accepted will still be completed or refunded.
        </p>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: (
        <p>
          We describe products as accurately as we can, but specifications and pictures come partly from manufacturers and
          may change. The site is provided &lsquo;as is&rsquo;; we do not promise it will always be available or free of
          errors. Manufacturer warranties apply to the products you buy, and your rights under Kenyan consumer law are not
          affected.
        </p>
      ),
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      body: (
        <p>
          As far as the law allows, {store} is not liable for indirect or consequential loss, such as lost data, profits or
          time, and our total liability for any order is limited to the amount you paid for it. Nothing in these terms
          limits liability that cannot be limited by law.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may change these terms from time to time. The date at the top shows the latest version, and the terms in force
          when you place an order apply to that order.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Questions about these terms? E-mail <EmailLink email={settings.supportEmail} />, call {settings.supportPhone} or
          use our{' '}
          <Link to="/contact" className={LINK}>
            contact page
          </Link>
          .
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Terms of Service"
      lead={`The terms that apply when you use ${store} and place orders with us.`}
      updated={LEGAL_UPDATED}
      sections={sections}
      email={settings.supportEmail}
    />
  );
}
