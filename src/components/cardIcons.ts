/**
 * The icons every listing card draws (key facts, place, dealer badge, photo
 * states), defined once per page as <symbol>s (CardIconSprite.astro, in the
 * base layout) and drawn with <use> (SpriteIcon): a page of 24 cards drew
 * ~190 inline copies of these paths, a third of a results page's HTML.
 */
export const CARD_ICONS = {
  year: 'M3 5h18v16H3zM16 3v4M8 3v4M3 10h18',
  mileage: 'M12 14 16 9M3.5 17a9 9 0 1 1 17 0',
  fuel: 'M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M14 9h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V8l-3-3M7 8h4',
  transmission: 'M6 4v16M12 4v16M18 4v8M6 12h12',
  location: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21ZM12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  camera:
    'M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1ZM12 10.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z',
  imageOff:
    'm2 2 20 20M10.4 4H19a2 2 0 0 1 2 2v8.6M21 19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5m0 11 5-5 4 4m2.5-.5L16 13l5 5',
  dealer:
    'm8.5 12.5 2.5 2.5 4.5-5M12 2l2.6 2.2L18 4l.8 3.3 2.9 1.9-1.3 3.1 1.3 3.1-2.9 1.9-.8 3.3-3.4-.2L12 22.6l-2.6-2.2-3.4.2-.8-3.3-2.9-1.9 1.3-3.1-1.3-3.1 2.9-1.9L6 4l3.4.2Z',
} as const;

export type CardIconName = keyof typeof CARD_ICONS;

/** The id of an icon's <symbol>. */
export const cardIconId = (name: CardIconName) => `card-icon-${name}`;
