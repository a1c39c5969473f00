import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { fill } from '../../i18n/translate';
import { counted, parsePriceChange, previewPriceChange, refusalMessage } from '../../lib/domain/bulkListings';
import { formatPrice } from '../../lib/domain/format';
import { $bulkBusy, $selection, changeSelectedPrices } from '../../stores/bulkListings';
import Dialog from '../ui/Dialog';
import { Spinner } from '../ui/icons';
import { useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

interface Props {
  open: boolean;
  userId: string;
  onClose: () => void;
}

/** Lower or raise the selected listings' prices by euros or a percentage, with every old → new price shown first. */
export default function BulkPriceDialog({ open, userId, onClose }: Props) {
  const selection = useStore($selection);
  const busy = useStore($bulkBusy) === 'price';
  const [direction, setDirection] = useState<'lower' | 'raise'>('lower');
  const [unit, setUnit] = useState<'euros' | 'percent'>('percent');
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const say = useSay<DashboardStrings>();
  const euros = (value: number) => formatPrice(value, say.locale);

  const parsed = useMemo(() => parsePriceChange(direction, unit, typed), [direction, unit, typed]);
  const preview = useMemo(
    () => (parsed.ok ? previewPriceChange([...selection.listings.values()], parsed.change) : []),
    [parsed, selection],
  );
  const changing = preview.filter((row) => !row.refusal && row.newPrice !== row.oldPrice).length;
  const refused = preview.filter((row) => row.refusal).length;
  const showError = typed.trim() !== '' && !parsed.ok;

  const radio = (name: string, value: string, checked: boolean, label: string, onPick: () => void) => (
    <label className="inline-flex items-center gap-2 text-sm text-ink">
      <input type="radio" name={name} value={value} checked={checked} className="accent-brand-700" onChange={onPick} />
      {label}
    </label>
  );

  return (
    <Dialog
      open={open}
      title={fill(say['bulk.price.title'], { listings: counted('bulk.listings', selection.listings.size) })}
      onClose={onClose}
    >
      <form
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!parsed.ok || changing === 0) return;
          void changeSelectedPrices(userId, parsed.change).then((done) => {
            if (done) onClose();
          });
        }}
      >
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <fieldset className="flex gap-4">
            <legend className="sr-only">{say['bulk.price.direction']}</legend>
            {radio('direction', 'lower', direction === 'lower', say['bulk.price.lower'], () => {
              setDirection('lower');
            })}
            {radio('direction', 'raise', direction === 'raise', say['bulk.price.raise'], () => {
              setDirection('raise');
            })}
          </fieldset>
          <fieldset className="flex gap-4">
            <legend className="sr-only">{say['bulk.price.unit']}</legend>
            {radio('unit', 'percent', unit === 'percent', say['bulk.price.byPercent'], () => {
              setUnit('percent');
            })}
            {radio('unit', 'euros', unit === 'euros', say['bulk.price.byEuros'], () => {
              setUnit('euros');
            })}
          </fieldset>
        </div>
        <div>
          <label htmlFor={inputId} className="field-label">
            {unit === 'percent' ? say['bulk.price.percent'] : say['bulk.price.euros']}
          </label>
          <input
            id={inputId}
            value={typed}
            inputMode="decimal"
            autoComplete="off"
            placeholder={unit === 'percent' ? say['bulk.price.percentExample'] : say['bulk.price.eurosExample']}
            className={`field-control w-40 ${showError ? 'border-danger-600' : ''}`}
            aria-invalid={showError ? true : undefined}
            aria-describedby={showError ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
            }}
          />
          {showError && (
            <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-danger-700">
              {parsed.message}
            </p>
          )}
        </div>
        {parsed.ok && (
          <div>
            <p className="text-sm font-semibold text-ink" role="status" data-testid="price-preview-summary">
              {fill(say['bulk.price.willChange'], { prices: counted('bulk.prices', changing) })}
              {refused > 0 && fill(say['bulk.price.cannot'], { listings: counted('bulk.listings', refused) })}
              {say['bulk.price.rounded']}
            </p>
            <ul
              className="mt-2 max-h-64 divide-y divide-line overflow-y-auto rounded-control text-sm ring-1 ring-line"
              aria-label={say['bulk.price.preview']}
              data-testid="price-preview"
            >
              {preview.map((row) => (
                <li key={row.id} className="grid gap-0.5 px-3 py-2">
                  <span className="truncate font-medium text-ink">{row.title}</span>
                  {row.refusal ? (
                    <span className="text-danger-700">
                      {fill(say['bulk.price.stays'], {
                        price: euros(row.oldPrice),
                        reason: refusalMessage('price', row.refusal, null),
                      })}
                    </span>
                  ) : (
                    <span className="text-ink-soft">
                      {euros(row.oldPrice)} → <strong className="text-ink">{euros(row.newPrice)}</strong>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {say['bulk.cancel']}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!parsed.ok || changing === 0 || busy}>
            {busy && <Spinner className="size-4" />}
            {fill(say['bulk.price.confirm'], { prices: counted('bulk.prices', changing) })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
