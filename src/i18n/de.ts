/**
 * Die deutschen Texte: written for German car buyers (Kombi, Erstzulassung,
 * Schaltgetriebe…), not translated word for word. Typed against the English
 * catalog, so a missing or unknown key is a type error (docs/i18n.md).
 */
import type { Messages } from './en.ts';
import { ACCOUNT_DE, ACCOUNT_TOASTS_DE } from './messages/account.de.ts';
import { DASHBOARD_DE, SELLING_DE } from './messages/selling.ts';
import { VEHICLE_TERMS_DE } from './messages/vehicleTerms.ts';
import { DB_ERRORS_DE } from './messages/dbErrors.de.ts';
import { VALIDATION_DE } from './messages/validation.de.ts';

export const de: Messages = {
  'layout.skipToContent': 'Zum Inhalt springen',
  'layout.skipToResults': 'Zu den Ergebnissen springen',
  'layout.mainNav': 'Hauptnavigation',
  'layout.mobileNav': 'Mobile Navigation',
  'layout.openMenu': 'Menü öffnen',
  'layout.closeMenu': 'Menü schließen',
  'layout.tagline': 'Dein Marktplatz für gebrauchte Autos und Roller – sicher kaufen und verkaufen.',
  'layout.rights': 'Alle Rechte vorbehalten.',
  'layout.language': 'Sprache',
  'layout.switchTo': 'English',
  'layout.switchToLabel': 'English: this page in English',
  'nav.cars': 'Autos',
  'nav.scooters': 'Roller',
  'nav.about': 'Über uns',
  'nav.search': 'Suche',
  'nav.allVehicles': 'Alle Fahrzeuge',
  'nav.sell': 'Fahrzeug verkaufen',
  'nav.contact': 'Kontakt',
  'nav.careers': 'Karriere',
  'nav.terms': 'AGB',
  'nav.privacy': 'Datenschutz',
  'nav.cookies': 'Cookie-Richtlinie',
  'footer.explore': 'Entdecken',
  'footer.company': 'Unternehmen',
  'footer.legal': 'Rechtliches',

  'problem.home': 'Zur Startseite',
  'problem.notFoundTitle': 'Seite nicht gefunden',
  'problem.notFound': 'Hoppla! Diese Seite steht nicht in unserer Garage.',
  'problem.notFoundHint':
    'Der Link ist vielleicht veraltet, oder das Fahrzeug wurde verkauft und die Anzeige entfernt.',
  'problem.tryAgain': 'Erneut versuchen',
  'problem.retryIn':
    'Unsere Anzeigen sind gerade kurz nicht erreichbar. Bitte versuche es in {seconds} Sekunden noch einmal.',
  'problem.retryShort': 'Bitte versuche es gleich noch einmal.',
  'problem.listingsUnavailableTitle': 'Anzeigen vorübergehend nicht verfügbar',
  'problem.listingsUnavailable': 'Wir können diese Anzeigen gerade nicht laden',
  'problem.listingUnavailableTitle': 'Anzeige vorübergehend nicht verfügbar',
  'problem.listingUnavailable': 'Wir können diese Anzeige gerade nicht laden',
  'problem.goneTitle': 'Anzeige nicht mehr verfügbar',
  'problem.goneDescription': 'Diese Anzeige wurde entfernt.',
  'problem.gone': 'Diese Anzeige ist nicht mehr verfügbar',
  'problem.goneHint':
    'Der Verkäufer hat sie gelöscht oder sie wurde gesperrt. Ähnliche Fahrzeuge sind vielleicht noch zu haben.',
  'problem.pausedTitle': 'Anzeige pausiert',
  'problem.pausedDescription': 'Diese Anzeige ist gerade nicht verfügbar.',
  'problem.browseAll': 'Alle Fahrzeuge ansehen',

  'home.title': 'Finde dein perfektes Fahrzeug',
  'home.subtext': 'Tausende Autos und Roller von geprüften Verkäufern aus ganz Deutschland.',
  'home.featured': 'Neu eingestellt',
  'home.featuredLabel': 'Neu eingestellte Anzeigen',
  'home.featuredLead': 'Die neuesten Fahrzeuge auf Wheelhouse.',
  'home.viewAll': 'Alle ansehen',
  'home.categories': 'Nach Kategorie stöbern',
  'home.carsTile': 'Kleinwagen, Kombis, SUVs und Elektroautos',
  'home.scootersTile': 'Klassische Roller, Pendlerroller und E-Roller',
  'home.why': 'Warum hier kaufen und verkaufen',
  'home.dealersTitle': 'Händler auf einen Blick',
  'home.dealersText':
    'Gewerbliche Verkäufer tragen an jeder Anzeige ein Händler-Abzeichen. So weißt du immer, bei wem du kaufst.',
  'home.talkTitle': 'Direkt mit Verkäufern schreiben',
  'home.talkText':
    'Stell Fragen und vereinbare Besichtigungen über deine Nachrichten, ohne gleich deine Telefonnummer herauszugeben.',
  'home.clearTitle': 'Klare, vollständige Anzeigen',
  'home.clearText':
    'Preis, Erstzulassung, Kilometerstand, Kraftstoff, Getriebe und Ausstattung in jeder Anzeige – alles durchsuch- und filterbar.',
  'home.sellTitle': 'Du möchtest dein Fahrzeug verkaufen?',
  'home.sellText':
    'Inseriere dein Auto oder deinen Roller in wenigen Minuten, lade Fotos hoch und beantworte Anfragen in deinen Nachrichten.',
  'home.sellAction': 'Jetzt inserieren',
  'category.listings.one': '{count} Anzeige',
  'category.listings.other': '{count} Anzeigen',

  'listing.titleAll': 'Alle Fahrzeuge',
  'listing.titleCar': 'Gebrauchtwagen',
  'listing.titleScooter': 'Gebrauchte Roller',
  'listing.forSale': '{title} kaufen',
  'listing.leadAll': 'Alle Autos und Roller, die neuesten zuerst. Grenze die Auswahl mit Suche und Filtern ein.',
  'listing.leadCar': 'Gebrauchtwagen von privat und vom Händler: Kleinwagen, Kombis, SUVs und Elektroautos.',
  'listing.leadScooter':
    'Gebrauchte Roller für die Stadt und darüber hinaus, von der klassischen Vespa bis zum E-Roller.',

  'search.label': 'Fahrzeuge suchen',
  'search.placeholder': 'Marke, Modell oder Stichwort …',
  'search.submit': 'Suchen',

  'results.count.one': '{count} Fahrzeug',
  'results.count.other': '{count} Fahrzeuge',
  'results.outdated': '· diese Liste ist vielleicht nicht mehr aktuell',
  'results.sortBy': 'Sortieren nach',
  'results.loadFailed': 'Wir konnten die Anzeigen nicht laden.',
  'results.empty': 'Keine Fahrzeuge gefunden, die zu deiner Suche passen.',
  'results.emptyHint': 'Versuche es mit weniger Filtern oder einem anderen Suchbegriff.',
  'results.clear': 'Suche und Filter zurücksetzen',
  'results.updating': 'Ergebnisse werden aktualisiert …',
  'results.label': 'Suchergebnisse',
  'results.outside.one': '{count} weiteres Fahrzeug außerhalb des voreingestellten Preis- und Baujahrbereichs –',
  'results.outside.other': '{count} weitere Fahrzeuge außerhalb des voreingestellten Preis- und Baujahrbereichs –',
  'results.showAll': 'alle anzeigen',
  'sort.newest': 'Neueste zuerst',
  'sort.price-asc': 'Preis: aufsteigend',
  'sort.price-desc': 'Preis: absteigend',
  'sort.mileage-asc': 'Kilometerstand: niedrigster zuerst',
  'sort.year-desc': 'Erstzulassung: neueste zuerst',
  'sort.distance': 'Entfernung: nächste zuerst',
  'pages.label': 'Seiten',
  'pages.previous': 'Zurück',
  'pages.next': 'Weiter',
  'pages.page': 'Seite {page}',
  'pages.status': 'Seite {page} von {pages} · {perPage} pro Seite',

  'card.imageFailed': 'Bild nicht verfügbar',
  'card.noPhotos': 'Noch keine Fotos',
  'card.dealer': 'Händler',
  'card.keyFacts': 'Eckdaten',
  'card.reducedBy': 'Um {amount} reduziert',
  'card.licence': 'Führerschein {licence}',
  'card.licenceCheck': 'Führerschein: prüfen',
  'card.licenceCheckHint':
    'Hubraum oder Leistung fehlt oder liegt an einer Grenze: prüfe, welchen Führerschein du brauchst',

  'fuel.Petrol': 'Benzin',
  'fuel.Diesel': 'Diesel',
  'fuel.Electric': 'Elektro',
  'fuel.Hybrid': 'Hybrid',
  'fuel.Plug-in Hybrid': 'Plug-in-Hybrid',
  'transmission.Automatic': 'Automatik',
  'transmission.Manual': 'Schaltgetriebe',
  'transmission.Semi-Automatic': 'Halbautomatik',
  'transmission.CVT': 'Stufenlos (CVT)',

  // Formulare und Absagen der Datenbank (src/i18n/messages)
  ...VALIDATION_DE,
  ...DB_ERRORS_DE,
  ...ACCOUNT_DE,
  ...ACCOUNT_TOASTS_DE,
  ...SELLING_DE,
  ...DASHBOARD_DE,
  ...VEHICLE_TERMS_DE,
};
