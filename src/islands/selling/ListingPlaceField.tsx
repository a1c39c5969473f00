import type { Place } from '../../lib/domain/place';
import PlaceCombobox from '../places/PlaceCombobox';
import UseMyLocationButton from '../places/UseMyLocationButton';
import type { StepProps } from './stepProps';
import { useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

/** The listing's place: a town or postcode chosen from the gazetteer, or the one nearest the seller. */
export default function ListingPlaceField({ values, errors, set }: StepProps) {
  const pick = (text: string, place: Place | null) => {
    set('location', place ? place.name : text);
    set('place_id', place ? String(place.id) : '');
    set('postcode', place?.postcode ?? '');
  };
  const say = useSay<SellStrings>();
  const chosen = values.place_id !== '';
  return (
    <div>
      <PlaceCombobox
        label={say['sell.location']}
        text={chosen && values.postcode ? `${values.postcode} ${values.location}` : values.location}
        chosen={chosen}
        onChange={pick}
        error={errors.place_id ?? errors.postcode}
        placeholder={say['sell.locationPlaceholder']}
        hint={say['sell.locationHint']}
        say={say}
      />
      <UseMyLocationButton
        className="mt-1"
        say={say}
        onPlace={(place) => {
          pick(place.name, place);
        }}
      />
    </div>
  );
}
