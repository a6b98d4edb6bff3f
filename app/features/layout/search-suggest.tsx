import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { imageAtWidth } from '#core/catalog/images';
import { formatKES } from '#core/pricing/money';
import type { Suggestions } from '#core/schemas/catalog';
import { categoryLabel, useI18n } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';

/** Letters typed before suggestions are asked for, and the pause after the last keystroke. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 150;

interface Option {
  id: string;
  href: string;
  label: string;
  image?: string;
  price?: number;
  kind: 'product' | 'category' | 'corrected';
}

function optionsOf(s: Suggestions, listboxId: string): Option[] {
  return [
    // 'ryzn 7': the products below are Ryzen 7's; say so, and offer its search first (issue 29 point 5).
    ...(s.correctedText
      ? [
          {
            id: `${listboxId}-corrected`,
            href: `/search?q=${encodeURIComponent(s.correctedText)}`,
            label: s.correctedText,
            kind: 'corrected' as const,
          },
        ]
      : []),
    ...s.products.map((p) => ({
      id: `${listboxId}-p${p.id}`,
      href: `/product/${p.id}`,
      label: p.name,
      image: p.image,
      price: p.price,
      kind: 'product' as const,
    })),
    ...s.categories.map((c) => ({
      id: `${listboxId}-c-${c.id}`,
      href: `/category/${c.id}`,
      label: c.name,
      kind: 'category' as const,
    })),
  ];
}

/**
 * The suggestion list of the top-bar search box, loaded when the box first gets focus (it is not
 * part of any page's first-load JavaScript). An ARIA combobox: the input owns the keyboard —
 * ArrowDown/ArrowUp move through the options, Enter opens the active one (or searches, when none
 * is active), Escape closes the list.
 */
export default function SearchSuggest({
  input,
  listboxId,
}: {
  input: RefObject<HTMLInputElement | null>;
  listboxId: string;
}) {
  const navigate = useNavigate();
  const { t } = useI18n();
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What the input's listeners (added once) read: the state of the last render.
  const state = useRef({ options, open, active });
  useEffect(() => {
    state.current = { options, open, active };
  });

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;

    const load = () => {
      const text = box.value.trim();
      request?.abort();
      if (text.length < SUGGEST_MIN_CHARS) {
        setOptions([]);
        setOpen(false);
        return;
      }
      const controller = (request = new AbortController());
      fetch(`/api/products/suggest?q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<Suggestions>) : null))
        .then((s) => {
          if (!s || controller.signal.aborted) return;
          const next = optionsOf(s, listboxId);
          setOptions(next);
          setActive(-1);
          setOpen(next.length > 0 && document.activeElement === box);
        })
        .catch(() => {});
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(load, SUGGEST_DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: opts, open: isOpen, active: at } = state.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!opts.length) return;
        event.preventDefault();
        if (!isOpen) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : opts.length - 1);
          return;
        }
        // Past either end the active option goes back to none: the text in the box.
        let next = at + (event.key === 'ArrowDown' ? 1 : -1);
        if (next >= opts.length) next = -1;
        else if (next < -1) next = opts.length - 1;
        setActive(next);
      } else if (event.key === 'Enter' && isOpen && at >= 0) {
        event.preventDefault();
        setOpen(false);
        navigate(opts[at].href);
      } else if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => setOpen(state.current.options.length > 0 && box.value.trim().length >= SUGGEST_MIN_CHARS);
    box.addEventListener('input', onInput);
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('blur', onBlur);
    box.addEventListener('focus', onFocus);
    // Text typed before this module arrived.
    if (box.value.trim().length >= SUGGEST_MIN_CHARS) load();
    return () => {
      clearTimeout(timer);
      request?.abort();
      box.removeEventListener('input', onInput);
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('blur', onBlur);
      box.removeEventListener('focus', onFocus);
    };
  }, [input, listboxId, navigate]);

  // The input carries the combobox state (it is rendered by SearchForm, before this module loads).
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(open));
    if (open && active >= 0) box.setAttribute('aria-activedescendant', options[active].id);
    else box.removeAttribute('aria-activedescendant');
  }, [input, open, active, options]);

  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label={t('search.suggestions')}
      hidden={!open}
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
    >
      {options.map((o, i) => (
        // The combobox's input owns the keyboard (aria-activedescendant), so options take clicks only.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={o.id}
          id={o.id}
          role="option"
          aria-selected={i === active}
          // Keep the focus in the box: the click still follows the option.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setOpen(false);
            navigate(o.href);
          }}
          className={cn(
            'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
            i === active ? 'bg-brand-50' : 'hover:bg-slate-50',
          )}
        >
          {o.kind === 'product' ? (
            <>
              <img
                src={imageAtWidth(o.image!, 160)}
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded object-contain"
              />
              {/* The whole name, wrapped: a cut one made the 4060 and the 4060 Ti look the same (issue 29). */}
              <span className="min-w-0 flex-1 break-words">{o.label}</span>
              <span className="shrink-0 font-semibold">{formatKES(o.price)}</span>
            </>
          ) : o.kind === 'corrected' ? (
            <span data-testid="suggest-corrected" className="min-w-0 break-words">
              {t('search.showingFor', { text: '' })}
              <strong className="font-semibold">{o.label}</strong>
            </span>
          ) : (
            <span>
              <span className="text-slate-500">{t('search.categoryLabel')} </span>
              {categoryLabel(t, o.href.slice('/category/'.length), o.label)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
