import { ChevronsUpDown, CirclePlus } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '~/lib/utils';
import type { FieldControlProps } from '~/components/ui/field';

const MAX_OPTIONS = 50;

interface Option {
  value: string;
  label: string;
  create?: boolean;
}

export function brandOptions(brands: readonly string[], text: string): Option[] {
  const q = text.trim().toLowerCase();
  const matches = brands.filter((b) => !q || b.toLowerCase().includes(q)).slice(0, MAX_OPTIONS);
  const options: Option[] = matches.map((b) => ({ value: b, label: b }));
  if (q && !brands.some((b) => b.toLowerCase() === q)) {
    options.push({ value: text.trim(), label: `Create "${text.trim()}"`, create: true });
  }
  return options;
}

interface BrandComboboxProps extends FieldControlProps {
  value: string;
  onChange(value: string): void;
  brands: readonly string[];
  required?: boolean;
  disabled?: boolean;
}

/**
 * Spec section 2 and 5: a searchable brand select with a Create option for typed text (the server
 * stores new brands lowercased). The typed text is the value; the list helps pick an existing spelling.
 * ARIA 1.2 combobox: the input keeps focus, arrows move the active option, Enter picks, Escape closes.
 */
export function BrandCombobox({ value, onChange, brands, required, disabled, ...control }: BrandComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const options = useMemo(() => brandOptions(brands, value), [brands, value]);
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  function choose(option: Option) {
    onChange(option.value);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <input
        ref={input}
        {...control}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        required={required}
        disabled={disabled}
        value={value}
        placeholder="Search or type a new brand"
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 aria-invalid:border-danger-solid md:text-sm"
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label="Show brands"
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          setOpen((o) => !o);
          input.current?.focus();
        }}
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center text-slate-500 hover:text-slate-900"
      >
        <ChevronsUpDown className="size-4" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Brands"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {expanded
          ? options.map((o, i) => {
              const selected = !o.create && o.value.toLowerCase() === value.trim().toLowerCase();
              return (
                // Combobox pattern: the keys live on the input (aria-activedescendant), not on each option.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${o.create ? 'create:' : ''}${o.value}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={selected}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(o)}
                  onMouseMove={() => setActive(i)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                    i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                    o.create && 'border-t border-slate-100 font-medium text-brand-700',
                  )}
                >
                  {o.create ? (
                    <CirclePlus className="size-4 shrink-0" aria-hidden="true" />
                  ) : (
                    <span className="inline-flex size-4 shrink-0 items-center justify-center" aria-hidden="true">
                      <span className={cn('size-1.5 rounded-full bg-brand-600', !selected && 'invisible')} />
                    </span>
                  )}
                  <span className="truncate">{o.label}</span>
                </li>
              );
            })
          : null}
      </ul>
    </div>
  );
}
