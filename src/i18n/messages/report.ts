/**
 * Reporting a listing (the listing page's report dialog): a reason for each
 * value of the reports table's closed set (`report.reason.{value}`, with its
 * hint), the form's words and its toasts. The moderators' queue names the
 * reasons with the same keys (REPORT_REASON_KEYS, src/lib/domain/reportReasons.ts).
 */
export const REPORT_EN = {
  'report.title': 'Report this listing',
  'report.what': 'What is wrong?',
  'report.reason.scam': 'Looks like a scam',
  'report.hint.scam': 'Deposits before viewing, pressure to pay off-platform',
  'report.reason.misleading': 'Wrong or misleading details',
  'report.hint.misleading': 'Photos, mileage, price or condition do not match',
  'report.reason.already_sold': 'Already sold',
  'report.hint.already_sold': 'The seller says it is gone but the listing is live',
  'report.reason.duplicate': 'Duplicate listing',
  'report.hint.duplicate': 'The same vehicle is listed more than once',
  'report.reason.offensive': 'Offensive content',
  'report.hint.offensive': 'Insulting, discriminatory or inappropriate',
  'report.reason.other': 'Something else',
  'report.hint.other': 'Tell us what is wrong',
  'report.details': 'Details',
  'report.detailsOptional': '(optional unless “Something else”)',
  'report.cancel': 'Cancel',
  'report.send': 'Send report',
  'report.sent': 'Report sent',
  'report.sentText': 'Thank you. Our moderators will review this listing.',
  'report.failed': 'Report failed',
  'report.tryAgain': 'Please try again',
  'report.thanks': 'Thanks — our moderators will review this listing.',
} as const;

export const REPORT_DE: Record<keyof typeof REPORT_EN, string> = {
  'report.title': 'Anzeige melden',
  'report.what': 'Was stimmt nicht?',
  'report.reason.scam': 'Sieht nach Betrug aus',
  'report.hint.scam': 'Anzahlung vor der Besichtigung, Druck, außerhalb der Plattform zu zahlen',
  'report.reason.misleading': 'Falsche oder irreführende Angaben',
  'report.hint.misleading': 'Fotos, Kilometerstand, Preis oder Zustand stimmen nicht',
  'report.reason.already_sold': 'Bereits verkauft',
  'report.hint.already_sold': 'Der Verkäufer sagt, das Fahrzeug ist weg, aber die Anzeige ist noch online',
  'report.reason.duplicate': 'Doppelte Anzeige',
  'report.hint.duplicate': 'Dasselbe Fahrzeug ist mehrfach inseriert',
  'report.reason.offensive': 'Anstößige Inhalte',
  'report.hint.offensive': 'Beleidigend, diskriminierend oder unangemessen',
  'report.reason.other': 'Etwas anderes',
  'report.hint.other': 'Beschreib uns, was nicht stimmt',
  'report.details': 'Details',
  'report.detailsOptional': '(optional, außer bei „Etwas anderes“)',
  'report.cancel': 'Abbrechen',
  'report.send': 'Meldung senden',
  'report.sent': 'Meldung gesendet',
  'report.sentText': 'Danke! Unser Moderationsteam prüft diese Anzeige.',
  'report.failed': 'Meldung fehlgeschlagen',
  'report.tryAgain': 'Bitte versuche es noch einmal',
  'report.thanks': 'Danke – unser Moderationsteam prüft diese Anzeige.',
};
