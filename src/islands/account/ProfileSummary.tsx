import type { User } from '@supabase/supabase-js';
import type { Profile } from '../../lib/data/profiles';
import { avatarLetter, displayName } from '../../lib/domain/account';
import { fill } from '../../i18n/translate';
import { formatMonth } from '../../lib/domain/format';
import { useSay } from '../ui/say';
import type { ProfileStrings } from './authStrings';

/** /profile's card: avatar, name, email, membership and the dealer badge. */
export default function ProfileSummary({ user, profile }: { user: User; profile: Profile }) {
  const say = useSay<ProfileStrings>();
  return (
    <aside className="h-fit rounded-card bg-surface p-6 text-center shadow-card ring-1 ring-line">
      <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-white">
        {avatarLetter(user.email)}
      </span>
      <p className="mt-4 text-lg font-bold text-ink">{displayName(profile.first_name, user.email)}</p>
      <p className="truncate text-sm text-ink-muted">{user.email}</p>
      <p className="mt-3 text-sm text-ink-muted">
        {fill(say['profile.memberSince'], { date: formatMonth(profile.created_at, say.locale) })}
      </p>
      {profile.is_dealer && (
        <p className="mt-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {say['profile.verifiedDealer']}
        </p>
      )}
    </aside>
  );
}
