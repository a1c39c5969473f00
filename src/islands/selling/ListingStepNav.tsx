import { LISTING_STEPS } from '../../lib/domain/listingForm';
import { fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

interface Props {
  step: number;
  /** Editing a listing: every step can be opened; a new one opens only the steps already passed. */
  editing: boolean;
  onStep: (step: number) => void;
}

/** The listing form's steps, the current one marked. */
export default function ListingStepNav({ step, editing, onStep }: Props) {
  const say = useSay<SellStrings>();
  return (
    <nav aria-label={say['sell.steps']}>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {LISTING_STEPS.map((s, index) => (
          <li key={s.title}>
            <button
              type="button"
              className={`flex w-full items-center gap-2 rounded-card border px-3 py-2 text-left text-sm font-semibold ${index === step ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-line bg-surface text-ink-muted'}`}
              aria-current={index === step ? 'step' : undefined}
              disabled={index > step && !editing}
              onClick={() => {
                onStep(index);
              }}
            >
              <span
                className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs ${index <= step ? 'bg-brand-700 text-white' : 'bg-surface-muted text-ink-muted'}`}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span className="sr-only">{fill(say['sell.stepLabel'], { step: index + 1 })}</span>
              {say[`sell.step.${s.title}`]}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
