import { Check, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PriceNote } from '~/components/price-note';
import { parseSockets, spec, type BuildPart, type BuildSlot } from '#core/build-pc/compatibility';
import { formatKES } from '#core/pricing/money';
import { stockLevel } from '#core/catalog/stock';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ProductImage } from '~/features/products/product-image';
import { cn } from '~/lib/utils';
import { useT } from '~/lib/i18n/i18n';

/** The few specifications that decide compatibility, shown on each card. */
export function keySpecs(slot: BuildSlot, part: BuildPart): string[] {
  const s = (...labels: string[]) => spec(part, ...labels);
  const values: (string | undefined)[] = (() => {
    switch (slot) {
      case 'cpu':
        return [s('CPU Socket'), s('CPU Cores') && `${s('CPU Cores')} cores`, s('TDP') && `${s('TDP')} TDP`];
      case 'motherboard':
        return [s('CPU Socket'), s('RAM Memory Technology'), s('Form Factor')];
      case 'gpu':
        return [s('Graphics RAM Size'), s('TDP', 'Wattage') && `${s('TDP', 'Wattage')} TDP`];
      case 'ram':
        return [s('Computer Memory Size'), s('RAM Memory Technology'), s('Memory Speed')];
      case 'storage':
        return [s('Digital Storage Capacity'), s('Hard Disk Interface'), s('Hard Disk Form Factor')];
      case 'case':
        return [s('Case Type'), s('Motherboard Compatibility')];
      case 'cooling':
        return [s('Cooling Method')?.split(',')[0], parseSockets(s('Compatible Devices')).join(' / ') || undefined];
      case 'psu':
        return [s('Output Wattage', 'Wattage'), s('Form Factor')];
    }
  })();
  return values.filter((v): v is string => Boolean(v));
}

interface PartCardProps {
  slot: BuildSlot;
  part: BuildPart;
  selected: boolean;
  conflicts: string[];
  onSelect: (part: BuildPart) => void;
  onRemove: () => void;
}

/** One part in a slot's list: select it, see why it would not fit, or open its page. */
export function PartCard({ slot, part, selected, conflicts, onSelect, onRemove }: PartCardProps) {
  const level = stockLevel(part.countInStock);
  const outOfStock = level === 'out-of-stock';
  const specs = keySpecs(slot, part);
  const conflictId = `conflict-${slot}-${part.id}`;
  const t = useT();
  return (
    <li
      data-selected={selected || undefined}
      data-incompatible={conflicts.length > 0 || undefined}
      className={cn(
        'flex gap-3 rounded-xl border bg-white p-3 shadow-sm transition-colors sm:gap-4 sm:p-4',
        selected
          ? 'border-brand-500 ring-2 ring-brand-500/30'
          : conflicts.length
            ? 'border-warning-border'
            : 'border-slate-200',
        outOfStock && 'bg-slate-50',
      )}
    >
      <div className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-white ring-1 ring-slate-100 sm:size-24">
        <ProductImage
          src={part.image}
          alt=""
          sizes="96px"
          width={96}
          height={96}
          className={cn('size-full p-1', outOfStock && 'opacity-60')}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 className="min-w-0 text-sm leading-snug font-semibold text-slate-900 sm:text-base">{part.name}</h3>
          <p className="shrink-0 text-sm font-bold text-slate-900 sm:text-base">
            {formatKES(part.price)} <PriceNote className="text-xs font-normal text-slate-600" />
          </p>
        </div>
        {specs.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('builder.keySpecs')}>
            {specs.map((s) => (
              <li key={s} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        {conflicts.length ? (
          <div
            id={conflictId}
            className="rounded-lg border text-sm border-warning-border bg-warning-soft text-warning-foreground flex gap-2 p-2 text-xs sm:text-sm"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-solid" aria-hidden="true" />
            <div>
              <p className="font-semibold">{t('build.incompatibleTitle')}</p>
              <ul>
                {conflicts.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {outOfStock ? (
            <Button size="sm" variant="secondary" disabled aria-label={`${part.name}: ${t('product.outOfStock')}`}>
              {t('product.outOfStock')}
            </Button>
          ) : selected ? (
            <Button size="sm" variant="outline" onClick={onRemove}>
              {/* The visible words start the name (voice control), the part's name follows for screen readers. */}
              <Check aria-hidden="true" className="text-brand-600" /> {t('build.selectedRemove')}
              <span className="sr-only"> {t('build.fromBuild', { name: part.name })}</span>
            </Button>
          ) : (
            <Button
              size="sm"
              variant={conflicts.length ? 'outline' : 'default'}
              onClick={() => onSelect(part)}
              aria-label={t('build.select', { name: part.name })}
              aria-describedby={conflicts.length ? conflictId : undefined}
            >
              {t('build.selectShort')}
            </Button>
          )}
          {level === 'low-stock' ? <Badge variant="warning">{t('product.lowStock')}</Badge> : null}
          <Link
            to={`/product/${part.id}`}
            className="ml-auto rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            aria-label={t('build.details', { name: part.name })}
          >
            {t('favourites.details')}
          </Link>
        </div>
      </div>
    </li>
  );
}
