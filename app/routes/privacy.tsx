import { Link } from 'react-router';
import type { Route } from './+types/privacy';
import { EmailLink, LEGAL_UPDATED, LegalPage, type LegalSection } from '~/features/info/legal-page';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    'Privacy Policy',
    'What personal information we collect, how we use and protect it, who we share it with (we never sell it) and your rights.',
  );

export default function Privacy() {
  const { settings } = useRootData();
  const store = settings.storeName;
  const sections: LegalSection[] = [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <p>We collect only what we need to run the shop:</p>
          <ul>
            <li>
              <strong>Account details:</strong> your name, e-mail address and password (stored only as a secure hash).
            </li>
            <li>
              <strong>Order details:</strong> the products you buy, delivery information, and the M-Pesa phone number and
              payment confirmation for each payment.
            </li>
            <li>
              <strong>Messages:</strong> what you send us through the contact form, e-mail or WhatsApp, and product reviews.
            </li>
            <li>
              <strong>Technical data:</strong> a session cookie that keeps you signed in, and basic server logs (IP address,
              browser, pages requested) kept for security.
            </li>
          </ul>
          <p>
            Your cart, favourites and PC builds are kept in your own browser&apos;s storage and do not reach us until you
            place an order.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      body: (
        <ul>
          <li>To process, deliver and support your orders, and to take payments by M-Pesa.</li>
          <li>To run your account, keep it secure and send service e-mails such as password resets and order updates.</li>
          <li>To answer your questions and provide technical support.</li>
          <li>To prevent fraud and abuse, and to meet our legal and tax obligations.</li>
          <li>To send offers and news, only if you agreed to receive them.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'Sharing your information',
      body: (
        <>
          <p>
            <strong>We do not sell your personal data</strong>, and we do not rent or trade it.
          </p>
          <p>We share only what each party needs to do its job for us:</p>
          <ul>
            <li>Safaricom (M-Pesa), to process your payments;</li>
            <li>delivery partners, to bring your order to you;</li>
            <li>our hosting and e-mail providers, who store and send data on our behalf;</li>
            <li>authorities, when the law requires it.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Our site uses encrypted connections (HTTPS). Passwords are stored as one-way hashes, sign-in sessions use cookies
          that scripts cannot read, and only staff who need your details to serve you can see them. No system is perfectly
          secure; if a breach affects your data we will tell you and the Office of the Data Protection Commissioner as the
          Data Protection Act, 2019 requires.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>You can at any time:</p>
          <ul>
            <li>
              <strong>access</strong> the personal data we hold about you;
            </li>
            <li>
              <strong>update</strong> it, for example your name in <Link to="/profile" className="text-brand-700 underline underline-offset-4">Profile Settings</Link>;
            </li>
            <li>
              <strong>delete</strong> your account and data, except what the law requires us to keep (such as invoices);
            </li>
            <li>
              <strong>opt out of marketing</strong> with the unsubscribe link in any offer e-mail, or by writing to us.
            </li>
          </ul>
          <p>
            To use these rights, e-mail <EmailLink email={settings.supportEmail} />. We answer within 14 days.
          </p>
        </>
      ),
    },
    {
      id: 'policy-changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this policy when our services or the law change. The date at the top shows the latest version; for
          significant changes we will also e-mail account holders before they take effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          {store} is responsible for your personal data. For any privacy question or request, e-mail{' '}
          <EmailLink email={settings.supportEmail} /> or call {settings.supportPhone}.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Privacy Policy"
      lead={`How ${store} collects, uses and protects your personal information. We never sell your personal data.`}
      updated={LEGAL_UPDATED}
      sections={sections}
      email={settings.supportEmail}
    />
  );
}
