import { useState } from 'react';
import {
  DEFAULT_RADIUS,
  RADIUS_OPTIONS,
  nearLabel,
  parseRadius,
  radiusLabel,
  type NearFilter,
  type Radius,
} from '../../lib/domain/geo';
import { nearPosition, type Place } from '../../lib/domain/place';
import { nearChosenPlace } from '../../stores/near';
import PlaceCombobox from '../places/PlaceCombobox';
import UseMyLocationButton from '../places/UseMyLocationButton';
import SelectField from '../ui/SelectField';

interface Props {
  near: NearFilter | null | undefined;
  onChange: (near: NearFilter | null) => void;
}

const RADIUS_CHOICES = [...RADIUS_OPTIONS, 'any' as const].map((radius) => ({
  value: String(radius),
  label: radiusLabel(radius),
}));

/**
 * "Near {town or postcode} within N km" in the listing filters: a place from
 * the gazetteer (or the visitor's position), and the radius. Typing again
 * un-chooses the place, so the filter never holds text that names nothing.
 */
export default function NearField({ near, onChange }: Props) {
  const current = near ?? null;
  const [text, setText] = useState(current ? nearLabel(current) : '');
  const [radius, setRadius] = useState<Radius>(current?.radius ?? DEFAULT_RADIUS);
  // Follow changes from outside (a removed chip, Reset, back/forward), as React recommends over an effect.
  const [followed, setFollowed] = useState(current);
  if (current !== followed) {
    setFollowed(current);
    if (current) {
      setText(nearLabel(current));
      setRadius(current.radius);
    } else {
      setText('');
    }
  }
  const chosen = current !== null && text === nearLabel(current);

  const pick = (value: string, place: Place | null) => {
    setText(value);
    if (place) {
      void nearChosenPlace(place, radius).then(onChange);
    } else if (current) {
      // Typing un-chooses: mark the cleared filter as followed so the text stays.
      setFollowed(null);
      onChange(null);
    }
  };

  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Location</legend>
      <PlaceCombobox
        label="Near"
        text={text}
        chosen={chosen}
        onChange={pick}
        placeholder="Town or postcode"
        hint={text.trim() !== '' && !chosen ? 'Choose a place from the list' : undefined}
      />
      {/* Reserved: the button appears only once the browser says it can locate. */}
      <div className="min-h-11">
        <UseMyLocationButton
          onPlace={(place, position) => {
            onChange(nearPosition(position, place, radius));
          }}
        />
      </div>
      <SelectField
        label="Distance"
        value={String(current?.radius ?? radius)}
        options={RADIUS_CHOICES}
        onChange={(event) => {
          const next = parseRadius(event.target.value) ?? DEFAULT_RADIUS;
          setRadius(next);
          if (current) onChange({ ...current, radius: next });
        }}
      />
    </fieldset>
  );
}
