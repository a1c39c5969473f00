import { useStore } from '@nanostores/react';
import { publicDisplayName } from '../../lib/domain/account';
import { $profile } from '../../stores/session';
import { pageHref } from '../../i18n/locale';
import { fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

/**
 * How buyers will see the seller on this listing: the name and phone choice
 * come from the profile (the database copies them onto every listing), so
 * they are changed there, once for all listings.
 */
export default function SellerIdentity() {
  const profile = useStore($profile);
  const say = useSay<SellStrings>();
  if (!profile) return null;
  const name = publicDisplayName(profile.first_name, profile.last_name, profile.is_dealer);
  const phone = profile.show_phone ? profile.phone?.trim() : '';
  return (
    <div className="rounded-control bg-surface-muted px-4 py-3 text-sm text-ink-soft">
      <p>
        {say['sell.seenAs'].split('{name}')[0]}
        <strong className="text-ink">{name}</strong>
        {say['sell.seenAs'].split('{name}')[1]}
        {profile.is_dealer ? say['sell.verifiedDealer'] : ''}.{' '}
        {phone ? fill(say['sell.phoneShown'], { phone }) : say['sell.phoneHidden']}
      </p>
      <a
        href={pageHref('/profile', say.locale)}
        className="mt-1 inline-block font-semibold text-brand-700 hover:underline"
      >
        {say['sell.changeInProfile']}
      </a>
    </div>
  );
}
