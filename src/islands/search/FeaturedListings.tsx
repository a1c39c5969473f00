import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Vehicle } from '../../lib/domain/vehicle';
import type { CardStrings } from '../../lib/domain/cardStrings';

const FeaturedCards = lazy(() => import('./FeaturedCards'));

interface Props {
  /** The fingerprint of the featured listings the build put into the page. */
  fingerprint: string;
  /** The cards' words, and the list's name, in the page's language. */
  say: CardStrings;
  label: string;
  /** The build's featured cards (server HTML). */
  children?: ReactNode;
}

/**
 * The home page's featured listings: the build's cards until the database's
 * newest listings turn out to differ (src/stores/featured.ts), then the
 * database's. Hydrated only then, or at the visitor's first interaction; the
 * check and the card code load only once it is.
 */
export default function FeaturedListings({ fingerprint, say, label, children }: Props) {
  const [fresh, setFresh] = useState<Vehicle[] | null>(null);

  useEffect(() => {
    let current = true;
    void import('../../stores/featured').then(async ({ featuredCheck, featuredFingerprint }) => {
      const vehicles = await featuredCheck();
      if (current && vehicles !== null && featuredFingerprint(vehicles) !== fingerprint) setFresh(vehicles);
    });
    return () => {
      current = false;
    };
  }, [fingerprint]);

  if (fresh === null) return children;
  return (
    <Suspense fallback={children}>
      <FeaturedCards vehicles={fresh} say={say} label={label} />
    </Suspense>
  );
}
