/**
 * The site's own pages in English and German (`site.` keys): the words around
 * the Markdown copy of the about, contact, careers and legal pages
 * (src/content, German under de/). en.ts and de.ts spread them in.
 */
export const SITE_EN = {
  'site.legal.eyebrow': 'Legal',
  'site.legal.updated': 'Last updated:',
  'site.legal.contents': 'Contents',
  'site.about.howItWorks': 'How it works',
  'site.about.forBuyers': 'For buyers',
  'site.about.forSellers': 'For sellers',
  'site.about.step': 'Step {step}',
  'site.about.browse': 'Browse all vehicles',
  'site.about.sell': 'Sell your vehicle',
  'site.places.title': 'Places and distances',
  'site.places.text':
    'Towns, their coordinates and states come from {geonames}, licensed under {ccby}. Postcodes come from {osm}, available under the Open Database Licence. Distances are measured in a straight line between town centres, not along roads.',
  'site.places.osm': '© OpenStreetMap contributors',
} as const;

export const SITE_DE: Record<keyof typeof SITE_EN, string> = {
  'site.legal.eyebrow': 'Rechtliches',
  'site.legal.updated': 'Zuletzt aktualisiert:',
  'site.legal.contents': 'Inhalt',
  'site.about.howItWorks': 'So funktioniert’s',
  'site.about.forBuyers': 'Für Käufer',
  'site.about.forSellers': 'Für Verkäufer',
  'site.about.step': 'Schritt {step}',
  'site.about.browse': 'Alle Fahrzeuge ansehen',
  'site.about.sell': 'Dein Fahrzeug verkaufen',
  'site.places.title': 'Orte und Entfernungen',
  'site.places.text':
    'Orte, ihre Koordinaten und Bundesländer stammen von {geonames}, lizenziert unter {ccby}. Postleitzahlen stammen von {osm} und stehen unter der Open Database Licence. Entfernungen werden in Luftlinie zwischen den Ortsmitten gemessen, nicht entlang von Straßen.',
  'site.places.osm': '© OpenStreetMap-Mitwirkende',
};
