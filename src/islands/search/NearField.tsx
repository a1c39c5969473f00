import { useState } from 'react';
import {
  DEFAULT_RADIUS,
  RADIUS_OPTIONS,
  nearLabel,
  parseRadius,
  type NearFilter,
  type Radius,
} from '../../lib/domain/geo';
import { nearPlace, nearPosition, placeQueryOf, type Place } from '../../lib/domain/place';
import { needsStateInUrl } from '../../stores/near';
import PlaceCombobox from '../places/PlaceCombobox';
import UseMyLocationButton from '../places/UseMyLocationButton';
import SelectField from '../ui/SelectField';
import { useFilterWords } from './filterWordsContext';
import { fill } from '../../i18n/translate';

type NearUpdate = (latest: NearFilter | null) => NearFilter | null;

interface Props {
  near: NearFilter | null | undefined;
  /** Changes the draft's near filter; an update runs on the draft as it is then. */
  onChange: (update: NearUpdate) => void;
}

const RADIUS_CHOICES = [...RADIUS_OPTIONS, 'any' as const];

/**
 * "Near {town or postcode} within N km" in the listing filters: a place from
 * the gazetteer (or the visitor's position), and the radius. Typing again
 * un-chooses the place, so the filter never holds text that names nothing.
 */
export default function NearField({ near, onChange }: Props) {
  const { say } = useFilterWords();
  const current = near ?? null;
  const [text, setText] = useState(current ? nearLabel(current, say['place.yourLocation']) : '');
  const [radius, setRadius] = useState<Radius>(current?.radius ?? DEFAULT_RADIUS);
  // Follow changes from outside (a removed chip, Reset, back/forward), as React recommends over an effect.
  const [followed, setFollowed] = useState(current);
  if (current !== followed) {
    setFollowed(current);
    if (current) {
      setText(nearLabel(current, say['place.yourLocation']));
      setRadius(current.radius);
    } else {
      setText('');
    }
  }
  const chosen = current !== null && text === nearLabel(current, say['place.yourLocation']);

  const set = (next: NearFilter | null) => {
    onChange(() => next);
  };
  const pick = (value: string, place: Place | null) => {
    setText(value);
    if (place) {
      const chosen = nearPlace(place, radius, false);
      set(chosen);
      // The URL names the state too when another place shares the name, once that is known.
      void needsStateInUrl(place).then((shared) => {
        if (!shared) return;
        onChange((latest) =>
          latest?.centre === chosen.centre ? { ...latest, place: placeQueryOf(place, true) } : latest,
        );
      });
    } else if (current) {
      // Typing un-chooses: mark the cleared filter as followed so the text stays.
      setFollowed(null);
      set(null);
    }
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="sr-only">{say['filters.location']}</legend>
      <PlaceCombobox
        label={say['filters.near']}
        text={text}
        chosen={chosen}
        onChange={pick}
        placeholder={say['filters.placeholder']}
        listLabel={say['filters.placeSuggestions']}
        hint={text.trim() !== '' && !chosen ? say['filters.pickPlace'] : undefined}
        say={say}
      />
      {/* Reserved: the button appears only once the browser says it can locate. */}
      <div className="min-h-11">
        <UseMyLocationButton
          say={say}
          onPlace={(place, position) => {
            set(nearPosition(position, place, radius));
          }}
        />
      </div>
      {/* A distance means nothing until there is a place to measure it from. */}
      <SelectField
        label={say['filter.near']}
        value={current ? String(current.radius) : ''}
        options={RADIUS_CHOICES.map((radius) => ({
          value: String(radius),
          label: radius === 'any' ? say['filters.anyDistance'] : fill(say['filters.radius'], { km: radius }),
        }))}
        {...(current ? {} : { placeholder: say['filters.placeFirst'] })}
        disabled={!current}
        onChange={(event) => {
          const next = parseRadius(event.target.value) ?? DEFAULT_RADIUS;
          setRadius(next);
          if (current) set({ ...current, radius: next });
        }}
      />
    </fieldset>
  );
}
