/**
 * Picking a place (the search's "Near" field, the sell form's location): the
 * autocomplete's states and announcements, "Use my location"'s refusals, and
 * the German states by the English names the gazetteer stores
 * (`place.state.{admin_area}`, supabase/data/places.sql), shown beside a
 * place's name where two share it.
 */
export const PLACES_EN = {
  'place.searching': 'Searching places…',
  'place.failed': 'Places could not be loaded. Check your connection and type again.',
  'place.noMatch': 'No town or postcode in Germany matches “{query}”.',
  'place.found.one': '{count} place found. Use the up and down arrow keys to choose.',
  'place.found.other': '{count} places found. Use the up and down arrow keys to choose.',
  'place.locationDenied': 'Location access is blocked. Allow it for this site in your browser, or type your town.',
  'place.locationUnavailable': 'Your location could not be found. Type your town or postcode instead.',
  'place.yourLocation': 'your location',
  'place.state.Baden-Wurttemberg': 'Baden-Wurttemberg',
  'place.state.Bavaria': 'Bavaria',
  'place.state.Brandenburg': 'Brandenburg',
  'place.state.Bremen': 'Bremen',
  'place.state.Hamburg': 'Hamburg',
  'place.state.Hesse': 'Hesse',
  'place.state.Lower Saxony': 'Lower Saxony',
  'place.state.Mecklenburg-Vorpommern': 'Mecklenburg-Vorpommern',
  'place.state.North Rhine-Westphalia': 'North Rhine-Westphalia',
  'place.state.Rheinland-Pfalz': 'Rheinland-Pfalz',
  'place.state.Saarland': 'Saarland',
  'place.state.Saxony': 'Saxony',
  'place.state.Saxony-Anhalt': 'Saxony-Anhalt',
  'place.state.Schleswig-Holstein': 'Schleswig-Holstein',
  'place.state.State of Berlin': 'State of Berlin',
  'place.state.Thuringia': 'Thuringia',
} as const;

export const PLACES_DE: Readonly<Record<keyof typeof PLACES_EN, string>> = {
  'place.searching': 'Orte werden gesucht …',
  'place.failed': 'Die Orte konnten nicht geladen werden. Prüf deine Verbindung und tipp noch einmal.',
  'place.noMatch': 'Kein Ort und keine Postleitzahl in Deutschland passt zu „{query}“.',
  'place.found.one': '{count} Ort gefunden. Wähle ihn mit den Pfeiltasten aus.',
  'place.found.other': '{count} Orte gefunden. Wähle mit den Pfeiltasten nach oben und unten.',
  'place.locationDenied':
    'Der Zugriff auf deinen Standort ist gesperrt. Erlaube ihn für diese Seite im Browser oder gib deinen Ort ein.',
  'place.locationUnavailable': 'Dein Standort wurde nicht gefunden. Gib stattdessen deinen Ort oder deine PLZ ein.',
  'place.yourLocation': 'Dein Standort',
  'place.state.Baden-Wurttemberg': 'Baden-Württemberg',
  'place.state.Bavaria': 'Bayern',
  'place.state.Brandenburg': 'Brandenburg',
  'place.state.Bremen': 'Bremen',
  'place.state.Hamburg': 'Hamburg',
  'place.state.Hesse': 'Hessen',
  'place.state.Lower Saxony': 'Niedersachsen',
  'place.state.Mecklenburg-Vorpommern': 'Mecklenburg-Vorpommern',
  'place.state.North Rhine-Westphalia': 'Nordrhein-Westfalen',
  'place.state.Rheinland-Pfalz': 'Rheinland-Pfalz',
  'place.state.Saarland': 'Saarland',
  'place.state.Saxony': 'Sachsen',
  'place.state.Saxony-Anhalt': 'Sachsen-Anhalt',
  'place.state.Schleswig-Holstein': 'Schleswig-Holstein',
  'place.state.State of Berlin': 'Berlin',
  'place.state.Thuringia': 'Thüringen',
};
