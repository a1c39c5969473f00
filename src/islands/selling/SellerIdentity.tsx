import { useStore } from '@nanostores/react';
import { publicDisplayName } from '../../lib/domain/account';
import { $profile } from '../../stores/session';

/**
 * How buyers will see the seller on this listing: the name and phone choice
 * come from the profile (the database copies them onto every listing), so
 * they are changed there, once for all listings.
 */
export default function SellerIdentity() {
  const profile = useStore($profile);
  if (!profile) return null;
  const name = publicDisplayName(profile.first_name, profile.last_name, profile.is_dealer);
  const phone = profile.show_phone ? profile.phone?.trim() : '';
  return (
    <div className="rounded-control bg-surface-muted px-4 py-3 text-sm text-ink-soft">
      <p>
        Buyers see you as <strong className="text-ink">{name}</strong>
        {profile.is_dealer ? ' (verified dealer)' : ''}.{' '}
        {phone
          ? `They can ask for your phone number (${phone}) with "Show phone number"; each request counts as a lead.`
          : 'Your phone number is not shown; buyers send you a message instead.'}
      </p>
      <a href="/profile" className="mt-1 inline-block font-semibold text-brand-700 hover:underline">
        Change your name or phone settings in your profile
      </a>
    </div>
  );
}
