import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { formatPrice } from '../../lib/domain/format';
import { changeListingPrice } from '../../stores/sellerListings';
import { Spinner } from '../ui/icons';
import { fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

interface Props {
  userId: string;
  id: string;
  title: string;
  price: number;
  busy: boolean;
}

/** The row's price, with "Change price" opening a one-field form in place (Escape cancels). */
export default function QuickPrice({ userId, id, title, price, busy }: Props) {
  const say = useSay<DashboardStrings>();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // Focus follows the form: into the field when it opens, back to its button when it closes.
  useEffect(() => {
    if (editing) {
      opened.current = true;
      input.current?.focus();
      input.current?.select();
    } else if (opened.current) {
      opener.current?.focus();
    }
  }, [editing]);

  if (!editing) {
    return (
      <span className="inline-flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-ink">{formatPrice(price, say.locale)}</span>
        <button
          ref={opener}
          type="button"
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          disabled={busy}
          onClick={() => {
            setEditing(true);
          }}
        >
          {say['dash.changePrice']}
          <span className="sr-only">{fill(say['dash.ofTitle'], { title })}</span>
        </button>
      </span>
    );
  }

  const close = () => {
    setEditing(false);
    setError(null);
  };
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('price') ?? '';
    // The form rules (and zod) load only when a seller actually changes a price.
    const { priceSchema } = await import('../../lib/domain/listingSchema');
    const parsed = priceSchema.safeParse({ price: typed });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? say['form.enter.price']);
      return;
    }
    if (parsed.data.price === price) {
      close();
      return;
    }
    if (await changeListingPrice(userId, id, parsed.data.price)) close();
  };

  return (
    <form className="flex flex-wrap items-start gap-2" noValidate onSubmit={(event) => void submit(event)}>
      <div>
        <label htmlFor={inputId} className="sr-only">
          {fill(say['dash.newPrice'], { title })}
        </label>
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted">€</span>
          <input
            id={inputId}
            name="price"
            inputMode="numeric"
            autoComplete="off"
            ref={input}
            onKeyDown={(e) => {
              if (e.key === 'Escape') close();
            }}
            defaultValue={String(price)}
            className={`field-control w-36 py-1.5 pl-7 ${error ? 'border-danger-600' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
        </div>
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary px-3 py-1.5 text-sm" disabled={busy} aria-busy={busy}>
        {busy && <Spinner className="size-4" />}
        {say['dash.savePrice']}
      </button>
      <button type="button" className="btn btn-ghost px-3 py-1.5 text-sm" onClick={close}>
        {say['dash.cancel']}
      </button>
    </form>
  );
}
