/**
 * The listing page's price words beyond its headings: what a rating means,
 * the evidence and the method behind it (src/lib/domain/priceRating.ts), and
 * the price history's events (src/lib/domain/priceHistory.ts). Both sections
 * are server-rendered, so these strings never reach an island's props.
 */
export const PRICE_WORDS_EN = {
  'price.meaning.great': 'At least {percent} below the expected price.',
  'price.meaning.good': 'Below the expected range, by up to {percent} of the expected price.',
  'price.meaning.fair': 'Within the expected range.',
  'price.meaning.high': 'Above the expected range.',
  'price.basis.model': '{name} listings',
  'price.basis.make_body': '{make} {body}s',
  'price.basis.body': 'all {body}s',
  'price.basis.make': 'all {make} vehicles',
  'price.notEnough': 'Not enough comparable listings',
  'price.otherSellers.one': '{count} other seller',
  'price.otherSellers.other': '{count} other sellers',
  'price.notEnoughText':
    "We found {listings} of this model from {sellers}, and too few similar vehicles of the same make or body type. We need at least {min} from {minSellers} other sellers to rate a price, so we don't guess.",
  'price.method.how':
    "We estimate the expected price from other sellers' listings of the same make and model that are for sale now or sold in the last {days} days, fitting how their prices change with age, mileage, power and equipment (the number of listed features). Where a model has too few listings we use similar vehicles instead: the same make and body type, then the body type, then the make, shifted by how this model's own listings compare.",
  'price.method.rated':
    'This rating rests on {basis}: there, each year of age changes the price by {perYear}, each {distance} by {perDistance}, {powerShare} more power by {perPower} and each listed feature by {perFeature}.',
  'price.method.rules':
    "The seller's own listings never count, and no seller counts for more than {perSeller} listings. The expected range runs from {low} to {high} of the expected price.",
  'price.method.minimum':
    'With fewer than {min} comparable listings from {minSellers} other sellers we give no rating.',
  'price.method.heading': 'How we rate prices',
  'price.seeNearest': 'See the nearest {shown} of {count} comparable listings',
  'price.seeAll.one': 'See the {count} comparable listing',
  'price.seeAll.other': 'See the {count} comparable listings',
  'price.nearestFirst': 'Nearest first: the smallest adjustment to this vehicle comes first.',
  'price.comparableList': 'Comparable listings',
  'price.comparableSold': 'sold',
  'price.adjusted': 'adjusted {price}',
  'history.listedAgo': 'Listed {ago}',
  'history.reducedAgo': 'Reduced by {amount} {ago}',
  'history.listed': 'Listed',
  'history.relisted': 'Listed again',
  'history.deleted': 'Removed by the seller',
  'history.priceReduced': 'Price reduced by {amount}',
  'history.priceRaised': 'Price raised by {amount}',
  'history.withChange': '{status}, {change}',
  'history.reducedInline': 'price reduced by {amount}',
  'history.raisedInline': 'price raised by {amount}',
  'history.status.active': 'Back on sale',
  'history.status.sold': 'Sold',
  'history.status.removed': 'Removed',
  'history.status.paused': 'Paused',
  'history.status.draft': 'Taken off sale',
  'history.status.other': 'Status: {status}',
  'history.chartSummary': 'Price {first} when first listed, {now} now; lowest {lowest}, highest {highest}.',
} as const;

export const PRICE_WORDS_DE: Record<keyof typeof PRICE_WORDS_EN, string> = {
  'price.meaning.great': 'Mindestens {percent} unter dem erwarteten Preis.',
  'price.meaning.good': 'Unter der erwarteten Spanne, um bis zu {percent} des erwarteten Preises.',
  'price.meaning.fair': 'Innerhalb der erwarteten Spanne.',
  'price.meaning.high': 'Über der erwarteten Spanne.',
  'price.basis.model': 'Anzeigen für {name}',
  'price.basis.make_body': 'Anzeigen für {make} in der Karosserieform {body}',
  'price.basis.body': 'allen Anzeigen der Karosserieform {body}',
  'price.basis.make': 'allen Anzeigen für {make}',
  'price.notEnough': 'Zu wenige vergleichbare Anzeigen',
  'price.otherSellers.one': '{count} anderen Verkäufer',
  'price.otherSellers.other': '{count} anderen Verkäufern',
  'price.notEnoughText':
    'Wir haben {listings} dieses Modells von {sellers} gefunden und zu wenige ähnliche Fahrzeuge derselben Marke oder Karosserieform. Für eine Preisbewertung brauchen wir mindestens {min} Anzeigen von {minSellers} anderen Verkäufern – wir raten nicht.',
  'price.method.how':
    'Den erwarteten Preis schätzen wir aus Anzeigen anderer Verkäufer für dieselbe Marke und dasselbe Modell, die jetzt angeboten werden oder in den letzten {days} Tagen verkauft wurden, und berücksichtigen dabei, wie sich ihre Preise mit Alter, Kilometerstand, Leistung und Ausstattung (der Zahl der angegebenen Extras) ändern. Gibt es für ein Modell zu wenige Anzeigen, nehmen wir ähnliche Fahrzeuge: dieselbe Marke und Karosserieform, dann die Karosserieform, dann die Marke, verschoben um den Abstand, den die Anzeigen dieses Modells zu ihnen haben.',
  'price.method.rated':
    'Diese Bewertung beruht auf {basis}: Dort ändert jedes Jahr Alter den Preis um {perYear}, je {distance} um {perDistance}, {powerShare} mehr Leistung um {perPower} und jedes angegebene Extra um {perFeature}.',
  'price.method.rules':
    'Die eigenen Anzeigen des Verkäufers zählen nie, und kein Verkäufer zählt mehr als {perSeller} Anzeigen. Die erwartete Spanne reicht von {low} bis {high} des erwarteten Preises.',
  'price.method.minimum':
    'Bei weniger als {min} vergleichbaren Anzeigen von {minSellers} anderen Verkäufern geben wir keine Bewertung ab.',
  'price.method.heading': 'So bewerten wir Preise',
  'price.seeNearest': 'Die {shown} ähnlichsten von {count} vergleichbaren Anzeigen ansehen',
  'price.seeAll.one': '{count} vergleichbare Anzeige ansehen',
  'price.seeAll.other': '{count} vergleichbare Anzeigen ansehen',
  'price.nearestFirst':
    'Die ähnlichsten zuerst: oben steht die Anzeige, die am wenigsten an dieses Fahrzeug angepasst wurde.',
  'price.comparableList': 'Vergleichbare Anzeigen',
  'price.comparableSold': 'verkauft',
  'price.adjusted': 'angepasst {price}',
  'history.listedAgo': 'Inseriert {ago}',
  'history.reducedAgo': 'Um {amount} gesenkt ({ago})',
  'history.listed': 'Inseriert',
  'history.relisted': 'Erneut inseriert',
  'history.deleted': 'Vom Verkäufer entfernt',
  'history.priceReduced': 'Preis um {amount} gesenkt',
  'history.priceRaised': 'Preis um {amount} erhöht',
  'history.withChange': '{status}, {change}',
  'history.reducedInline': 'Preis um {amount} gesenkt',
  'history.raisedInline': 'Preis um {amount} erhöht',
  'history.status.active': 'Wieder im Verkauf',
  'history.status.sold': 'Verkauft',
  'history.status.removed': 'Entfernt',
  'history.status.paused': 'Pausiert',
  'history.status.draft': 'Aus dem Verkauf genommen',
  'history.status.other': 'Status: {status}',
  'history.chartSummary':
    'Preis beim ersten Inserieren {first}, jetzt {now}; niedrigster {lowest}, höchster {highest}.',
};
