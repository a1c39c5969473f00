import { useState } from 'react';
import { passwordStrength, type FieldErrors, type PasswordStrength } from '../../lib/domain/authSchemas';
import { fill } from '../../i18n/translate';
import FormField from '../ui/FormField';
import { useSay } from '../ui/say';
import type { AuthStrings } from './authStrings';

const STRENGTH_STYLE: Record<PasswordStrength, { width: string; color: string }> = {
  'too short': { width: 'w-1/4', color: 'bg-danger-600' },
  weak: { width: 'w-2/4', color: 'bg-accent-500' },
  fair: { width: 'w-3/4', color: 'bg-brand-500' },
  strong: { width: 'w-full', color: 'bg-success-600' },
};

function StrengthHint({ password }: { password: string }) {
  const say = useSay<AuthStrings>();
  if (!password) return <>{say['auth.passwordHint']}</>;
  const strength = passwordStrength(password);
  const style = STRENGTH_STYLE[strength];
  return (
    <span className="grid gap-1">
      <span className="block h-1.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
        <span className={`block h-full ${style.width} ${style.color}`} />
      </span>
      <span>{fill(say['auth.strength'], { strength: say[`auth.strength.${strength}`] })}</span>
    </span>
  );
}

interface Props {
  passwordLabel: string;
  confirmLabel: string;
  errors: FieldErrors;
  /** Show the strength meter under the password. */
  withStrength?: boolean;
}

/** A new password and its confirmation (fields `password` and `confirmPassword`). */
export default function NewPasswordFields({ passwordLabel, confirmLabel, errors, withStrength = true }: Props) {
  const [password, setPassword] = useState('');
  return (
    <>
      <FormField
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
        }}
        error={errors.password}
        hint={withStrength ? <StrengthHint password={password} /> : undefined}
      />
      <FormField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  );
}
