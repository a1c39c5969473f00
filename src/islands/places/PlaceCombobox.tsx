import { useStore } from '@nanostores/react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { moveActive, noPlaceMatches, suggestionsAnnouncement } from '../../lib/domain/combobox';
import { placeLabel, stateName, type Place } from '../../lib/domain/place';
import { createPlaceSearch } from '../../stores/placeSearch';
import FieldNotes, { describedBy } from '../ui/FieldNotes';
import type { PlaceStrings } from './placeStrings';

interface Props {
  label: string;
  /** What the input shows: the chosen place's label, or text typed before choosing. */
  text: string;
  /** Whether `text` is a chosen place (typing again un-chooses it). */
  chosen: boolean;
  /** A place was chosen (with its postcode when found by one), or the text changed and none is chosen. */
  onChange: (text: string, place: Place | null) => void;
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
  /** The suggestions' name for screen readers ("Location suggestions"). */
  listLabel?: string;
  /** The suggestions' states and the states' names in the page's language. */
  say: PlaceStrings;
}

/**
 * A town or postcode picked from the gazetteer (WAI-ARIA 1.2 combobox with
 * a listbox popup): type, move with the arrow keys, choose with Enter or a
 * click, close with Escape. Free text is never a choice.
 */
export default function PlaceCombobox({
  label,
  text,
  chosen,
  onChange,
  error,
  hint,
  placeholder,
  className,
  listLabel = `${label} suggestions`,
  say,
}: Props) {
  const id = useId();
  const search = useMemo(() => createPlaceSearch(), []);
  const suggestions = useStore(search.$suggestions);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const places = suggestions.places;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${String(index)}`;
  const expanded = open && suggestions.status !== 'idle';

  const type = (value: string) => {
    onChange(value, null);
    setActive(-1);
    setOpen(true);
    search.search(value);
  };

  const choose = (place: Place) => {
    onChange(placeLabel(place), place);
    setOpen(false);
    setActive(-1);
    search.clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded && !chosen && text.trim() !== '') search.search(text);
      setOpen(true);
      setActive(moveActive(active, places.length, event.key));
    } else if (event.key === 'Enter' && expanded) {
      const place = places[active];
      event.preventDefault();
      if (place) choose(place);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        event.preventDefault();
        type('');
      }
    }
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`field-control ${error ? 'border-danger-600' : ''}`}
          value={text}
          maxLength={100}
          placeholder={placeholder}
          onChange={(e) => {
            type(e.currentTarget.value);
          }}
          onFocus={() => {
            if (!chosen && text.trim() !== '') {
              setOpen(true);
              search.search(text);
            }
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <div
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-card bg-surface py-1 shadow-card-hover ring-1 ring-line"
        >
          <div id={listId} role="listbox" aria-label={listLabel}>
            {places.map((place, index) => (
              <div
                key={`${String(place.id)}-${place.postcode ?? ''}`}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-800' : 'text-ink'}`}
                // Chosen on mouse down (touch included) so the input never loses focus first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(place);
                }}
              >
                <span className="font-semibold">{placeLabel(place)}</span>
                {place.adminArea && <span className="text-ink-muted">, {stateName(place.adminArea, say)}</span>}
              </div>
            ))}
          </div>
          {places.length === 0 && suggestions.status !== 'idle' && (
            <p
              className={`px-3 py-2 text-sm ${suggestions.status === 'error' ? 'font-medium text-danger-700' : 'text-ink-muted'}`}
            >
              {suggestions.status === 'loading'
                ? say['place.searching']
                : suggestions.status === 'error'
                  ? say['place.failed']
                  : noPlaceMatches(suggestions.query, say)}
            </p>
          )}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {expanded ? suggestionsAnnouncement(suggestions.status, places.length, suggestions.query, say) : ''}
      </p>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
