import { useState } from 'react';
import { messageOf } from '../../lib/data/errors';
import { revealSellerPhone } from '../../lib/data/vehicles';
import { Spinner } from '../ui/icons';
import { useDetailStrings } from './detailStrings';
import { fill } from '../../i18n/translate';

interface Props {
  vehicleId: string;
  /** Whether the seller shows a number at all; otherwise "Message seller" is the way. */
  hasPhone: boolean;
  sold: boolean;
}

type State =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'shown'; phone: string } | { kind: 'refused'; message: string };

/**
 * "Show phone number": the number is not on the page; one click asks the
 * database for it (counted as a lead, limited per visitor) and shows it as a
 * call link. A refusal (over the limit, or no number any more) is said in place.
 */
export default function PhoneReveal({ vehicleId, hasPhone, sold }: Props) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const say = useDetailStrings();
  if (!hasPhone || sold) return null;

  const reveal = async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'shown', phone: await revealSellerPhone(vehicleId) });
    } catch (error) {
      setState({
        kind: 'refused',
        message: messageOf(error, say['detail.phoneFailed']),
      });
    }
  };

  if (state.kind === 'shown') {
    return (
      <a
        href={`tel:${state.phone.replace(/[^+\d]/g, '')}`}
        className="btn btn-outline w-full text-lg"
        aria-label={fill(say['detail.callSeller'], { phone: state.phone })}
      >
        {state.phone}
      </a>
    );
  }
  return (
    <div>
      <button
        type="button"
        className="btn btn-outline w-full disabled:opacity-60"
        disabled={state.kind === 'loading'}
        aria-describedby={state.kind === 'refused' ? `phone-refused-${vehicleId}` : undefined}
        onClick={() => void reveal()}
      >
        {state.kind === 'loading' && <Spinner className="size-4" />}
        {say['detail.showPhone']}
      </button>
      {state.kind === 'refused' && (
        <p id={`phone-refused-${vehicleId}`} role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
