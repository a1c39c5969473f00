import { useStore } from '@nanostores/react';
import { $authForm } from '../../stores/authForms';
import { Spinner } from '../ui/icons';
import { useHydrated } from '../ui/useHydrated';

/** A sign-in page form's submit button: disabled until the island runs and while a submission is in flight. */
export default function AuthSubmitButton({ label }: { label: string }) {
  const { busy } = useStore($authForm);
  const hydrated = useHydrated();
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy || !hydrated} aria-busy={busy}>
      {busy && <Spinner className="size-4" />}
      {label}
    </button>
  );
}
