import { Languages } from 'lucide-react';
import { Form, useLocation } from 'react-router';
import { useI18n } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';

/**
 * Offers the other language (English ⇄ Kiswahili). A form, so it works before the page is interactive;
 * each language's name is written in that language, marked with its own `lang`.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const other = lang === 'sw' ? 'en' : 'sw';
  return (
    <Form method="post" action="/language" className="contents">
      <input type="hidden" name="lang" value={other} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        title={t('language.switchTitle')}
        className={cn('inline-flex items-center gap-2', className)}
        data-testid="language-switch"
      >
        <Languages className="size-4" aria-hidden="true" />
        {/* The top bar below 1280 px has room for the icon only (its title and name say what it does). */}
        <span lang={other} className={compact ? 'sr-only xl:not-sr-only' : undefined}>
          {other === 'sw' ? 'Kiswahili' : 'English'}
        </span>
      </button>
    </Form>
  );
}
