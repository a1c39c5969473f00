/**
 * The note above the results for each value of a hand-edited search address
 * that the search dropped, and why (src/lib/domain/ignoredParam.ts):
 * "We ignored 'make=Lada': not a make of cars". {noun} is the filter's
 * English noun (`noun` in filterSpec.ts) on English pages and its label on
 * German ones, in quotes („Marke“), which reads right whatever its gender.
 */
export const IGNORED_EN = {
  'ignored.note': "We ignored '{param}={value}': {reason}",
  'ignored.notNumber': 'not a number',
  'ignored.outOfRange': 'out of range ({min} to {max})',
  'ignored.flag': 'use 1 to turn this filter on',
  'ignored.notOffered': 'not a filter for {kind}',
  'ignored.scopeFirst': 'choose a {noun} first',
  'ignored.notAValue': 'not a {noun}',
  'ignored.notAValueOf': 'not a {noun} of {kind}',
  'ignored.chooseOne': 'choose one {noun}',
  'ignored.unknownPlace': 'no such place or postcode in Germany',
  'ignored.placeWins': 'the search is near the place given',
  'ignored.latLngTogether': 'give lat and lng together',
  'ignored.latitude': 'not a latitude (-90 to 90)',
  'ignored.longitude': 'not a longitude (-180 to 180)',
  'ignored.radius': 'choose {options} km or any distance',
  'ignored.placeFirst': 'choose a place first',
  'ignored.lookupFailed': 'the place could not be looked up just now',
  'ignored.distanceNeedsPlace': 'sorting by distance needs a place',
  'ignored.noSuchSort': 'no such sort',
  'ignored.notPage': 'not a page number',
  'ignored.noSuchModel': 'no such model for {make}',
  'ignored.kind.all': 'vehicles',
  'ignored.kind.car': 'cars',
  'ignored.kind.scooter': 'scooters',
} as const;

export const IGNORED_DE: Readonly<Record<keyof typeof IGNORED_EN, string>> = {
  'ignored.note': '„{param}={value}“ nicht übernommen: {reason}',
  'ignored.notNumber': 'keine Zahl',
  'ignored.outOfRange': 'außerhalb des Bereichs ({min} bis {max})',
  'ignored.flag': 'mit 1 wird dieser Filter eingeschaltet',
  'ignored.notOffered': 'kein Filter für {kind}',
  'ignored.scopeFirst': 'zuerst „{noun}“ wählen',
  'ignored.notAValue': 'kein gültiger Wert für „{noun}“',
  'ignored.notAValueOf': 'bei {kind} kein gültiger Wert für „{noun}“',
  'ignored.chooseOne': 'für „{noun}“ nur einen Wert wählen',
  'ignored.unknownPlace': 'kein Ort und keine Postleitzahl in Deutschland',
  'ignored.placeWins': 'gesucht wird im Umkreis des angegebenen Orts',
  'ignored.latLngTogether': 'lat und lng nur zusammen angeben',
  'ignored.latitude': 'kein Breitengrad (-90 bis 90)',
  'ignored.longitude': 'kein Längengrad (-180 bis 180)',
  'ignored.radius': '{options} km oder beliebige Entfernung wählen',
  'ignored.placeFirst': 'zuerst einen Ort wählen',
  'ignored.lookupFailed': 'der Ort ließ sich gerade nicht nachschlagen',
  'ignored.distanceNeedsPlace': 'nach Entfernung sortieren geht nur mit einem Ort',
  'ignored.noSuchSort': 'keine bekannte Sortierung',
  'ignored.notPage': 'keine Seitenzahl',
  'ignored.noSuchModel': 'kein Modell von {make}',
  'ignored.kind.all': 'Fahrzeuge',
  'ignored.kind.car': 'Autos',
  'ignored.kind.scooter': 'Roller',
};
