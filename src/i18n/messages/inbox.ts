/**
 * The messages inbox (/messages) in English and German: the conversation
 * list, the thread, the composer, the scam guard's notes and the inbox's
 * toasts. en.ts and de.ts spread the blocks in; the inbox island picks
 * INBOX_KEYS (islands/messages/inboxStrings.ts). The scam guard's English
 * texts equal those in src/lib/domain/scamGuard.ts (a test checks it).
 */
import type { INBOX_TOASTS_EN } from './buyerToasts.ts';

export const INBOX_EN = {
  'inbox.title': 'Messages',
  'inbox.description': 'Your conversations with buyers and sellers.',
  'inbox.loading': 'Loading your messages…',
  'inbox.boxes': 'Conversation boxes',
  'inbox.box.all': 'All',
  'inbox.box.buying': 'Buying',
  'inbox.box.selling': 'Selling',
  'inbox.emptyBox.all': 'No conversations',
  'inbox.emptyBox.buying': 'No buying conversations',
  'inbox.emptyBox.selling': 'No selling conversations',
  'inbox.emptyBoxHint.all': 'Message a seller from any listing and the conversation shows up here.',
  'inbox.emptyBoxHint.buying': 'Message a seller from any listing and the conversation shows up here.',
  'inbox.emptyBoxHint.selling': 'When a buyer messages you about one of your listings, it shows up here.',
  'inbox.none': 'No conversations yet',
  'inbox.noneHint': 'Message a seller from any listing; buyers who write to you show up here too.',
  'inbox.browse': 'Browse vehicles',
  'inbox.list': 'Conversations',
  'inbox.unread': 'unread',
  'inbox.preview.mine': 'You: {text}',
  'inbox.preview.empty': 'No messages yet',
  'inbox.status.sold': 'Sold',
  'inbox.status.removed': 'Removed',
  'inbox.status.draft': 'Draft',
  'inbox.today': 'Today',
  'inbox.yesterday': 'Yesterday',
  'inbox.receipt.sending': 'Sending…',
  'inbox.receipt.sent': 'Sent',
  'inbox.receipt.read': 'Read',
  'inbox.nothingOpen': 'No conversation selected',
  'inbox.nothingOpenHint': 'Choose a conversation from the list to read and reply.',
  'inbox.notFound': 'Conversation not found',
  'inbox.notFoundHint': 'This conversation does not exist, or you are not part of it.',
  'inbox.backToMessages': 'Back to messages',
  'inbox.back': 'Back to conversations',
  'inbox.role.seller': 'Seller: {name}',
  'inbox.role.buyer': 'Buyer: {name}',
  'inbox.dealer': '(dealer)',
  'inbox.about': 'Conversation about {title}',
  'inbox.history': 'Message history',
  'inbox.loadingMessages': 'Loading messages…',
  'inbox.sayHello': 'Say hello to {name}: ask about the vehicle, a viewing or the price.',
  'inbox.noMessages': 'No messages yet.',
  'inbox.messages': 'Messages',
  'inbox.newMessages': 'New messages ↓',
  'inbox.announce': 'New message from {name}: {body}',
  'inbox.announceNote': '(with a safety note)',
  'inbox.you': 'You',
  'inbox.contactHidden': 'Contact details hidden from {name}',
  'inbox.field': 'Message',
  'inbox.placeholder': 'Write a message…',
  'inbox.send': 'Send',
  'inbox.sending': 'Sending…',
  'inbox.keys': 'Enter to send, Shift+Enter for a new line',
  'inbox.beforeYouSend': 'Before you send',
  'inbox.safetyNote': 'Safety note',
  'scam.masking':
    'Phone numbers, e-mail addresses and IBANs stay hidden from the other person until you have both written.',
  'scam.sender.off_platform':
    'Moving a chat to the phone, e-mail or another app early is how many scams start. Keeping it on Wheelhouse protects you both.',
  'scam.sender.payment':
    'Gift cards, money transfer services, crypto, payment links and PayPal “friends and family” payments cannot be reversed. The other person will see a safety note with this message.',
  'scam.sender.courier':
    'Stories about couriers, shipping agents or escrow services are a common part of scams. The other person will see a safety note with this message.',
  'scam.recipient.off_platform':
    'Keep the conversation on Wheelhouse. Scammers often ask to move to WhatsApp, e-mail or the phone before you have met.',
  'scam.recipient.payment':
    'Never pay before you have seen the vehicle and its papers. Bank transfers to strangers, gift cards, money transfer services, crypto and PayPal “friends and family” cannot be reversed.',
  'scam.recipient.courier':
    'Wheelhouse does not ship vehicles or hold payments. Stories about couriers, shipping agents or escrow services are a common scam.',
} as const;

export const INBOX_DE: Record<keyof typeof INBOX_EN, string> = {
  'inbox.title': 'Nachrichten',
  'inbox.description': 'Deine Unterhaltungen mit Käufern und Verkäufern.',
  'inbox.loading': 'Deine Nachrichten werden geladen …',
  'inbox.boxes': 'Postfächer',
  'inbox.box.all': 'Alle',
  'inbox.box.buying': 'Kaufen',
  'inbox.box.selling': 'Verkaufen',
  'inbox.emptyBox.all': 'Keine Unterhaltungen',
  'inbox.emptyBox.buying': 'Keine Unterhaltungen als Käufer',
  'inbox.emptyBox.selling': 'Keine Unterhaltungen als Verkäufer',
  'inbox.emptyBoxHint.all': 'Schreib einem Verkäufer über eine Anzeige, dann erscheint die Unterhaltung hier.',
  'inbox.emptyBoxHint.buying': 'Schreib einem Verkäufer über eine Anzeige, dann erscheint die Unterhaltung hier.',
  'inbox.emptyBoxHint.selling': 'Sobald dir ein Interessent zu einer deiner Anzeigen schreibt, siehst du es hier.',
  'inbox.none': 'Noch keine Unterhaltungen',
  'inbox.noneHint':
    'Schreib einem Verkäufer über eine Anzeige; auch Interessenten, die dir schreiben, erscheinen hier.',
  'inbox.browse': 'Fahrzeuge ansehen',
  'inbox.list': 'Unterhaltungen',
  'inbox.unread': 'ungelesen',
  'inbox.preview.mine': 'Du: {text}',
  'inbox.preview.empty': 'Noch keine Nachrichten',
  'inbox.status.sold': 'Verkauft',
  'inbox.status.removed': 'Entfernt',
  'inbox.status.draft': 'Entwurf',
  'inbox.today': 'Heute',
  'inbox.yesterday': 'Gestern',
  'inbox.receipt.sending': 'Wird gesendet …',
  'inbox.receipt.sent': 'Gesendet',
  'inbox.receipt.read': 'Gelesen',
  'inbox.nothingOpen': 'Keine Unterhaltung ausgewählt',
  'inbox.nothingOpenHint': 'Wähl links eine Unterhaltung aus, um sie zu lesen und zu antworten.',
  'inbox.notFound': 'Unterhaltung nicht gefunden',
  'inbox.notFoundHint': 'Diese Unterhaltung gibt es nicht, oder du bist nicht daran beteiligt.',
  'inbox.backToMessages': 'Zurück zu den Nachrichten',
  'inbox.back': 'Zurück zu den Unterhaltungen',
  'inbox.role.seller': 'Verkäufer: {name}',
  'inbox.role.buyer': 'Interessent: {name}',
  'inbox.dealer': '(Händler)',
  'inbox.about': 'Unterhaltung zu {title}',
  'inbox.history': 'Nachrichtenverlauf',
  'inbox.loadingMessages': 'Nachrichten werden geladen …',
  'inbox.sayHello': 'Schreib {name} ein paar Zeilen: Frag nach dem Fahrzeug, einer Besichtigung oder dem Preis.',
  'inbox.noMessages': 'Noch keine Nachrichten.',
  'inbox.messages': 'Nachrichten',
  'inbox.newMessages': 'Neue Nachrichten ↓',
  'inbox.announce': 'Neue Nachricht von {name}: {body}',
  'inbox.announceNote': '(mit Sicherheitshinweis)',
  'inbox.you': 'Du',
  'inbox.contactHidden': 'Kontaktdaten für {name} ausgeblendet',
  'inbox.field': 'Nachricht',
  'inbox.placeholder': 'Nachricht schreiben …',
  'inbox.send': 'Senden',
  'inbox.sending': 'Wird gesendet …',
  'inbox.keys': 'Enter zum Senden, Umschalt+Enter für eine neue Zeile',
  'inbox.beforeYouSend': 'Bevor du sendest',
  'inbox.safetyNote': 'Sicherheitshinweis',
  'scam.masking':
    'Telefonnummern, E-Mail-Adressen und IBANs bleiben für die andere Person verborgen, bis ihr beide geschrieben habt.',
  'scam.sender.off_platform':
    'Viele Betrugsversuche beginnen damit, dass ein Chat früh aufs Telefon, in die E-Mail oder in eine andere App wandert. Bleibt ihr auf Wheelhouse, seid ihr beide geschützt.',
  'scam.sender.payment':
    'Zahlungen per Gutscheinkarte, Geldtransferdienst, Krypto, Zahlungslink oder PayPal „Freunde und Familie“ lassen sich nicht zurückholen. Die andere Person sieht zu dieser Nachricht einen Sicherheitshinweis.',
  'scam.sender.courier':
    'Geschichten über Kuriere, Speditionen oder Treuhanddienste gehören oft zu Betrugsmaschen. Die andere Person sieht zu dieser Nachricht einen Sicherheitshinweis.',
  'scam.recipient.off_platform':
    'Bleib mit der Unterhaltung auf Wheelhouse. Betrüger wollen oft zu WhatsApp, zur E-Mail oder ans Telefon wechseln, bevor ihr euch getroffen habt.',
  'scam.recipient.payment':
    'Zahl nie, bevor du das Fahrzeug und seine Papiere gesehen hast. Überweisungen an Fremde, Gutscheinkarten, Geldtransferdienste, Krypto und PayPal „Freunde und Familie“ lassen sich nicht zurückholen.',
  'scam.recipient.courier':
    'Wheelhouse verschickt keine Fahrzeuge und verwahrt kein Geld. Geschichten über Kuriere, Speditionen oder Treuhanddienste sind eine bekannte Betrugsmasche.',
};

export const INBOX_TOASTS_DE: Record<keyof typeof INBOX_TOASTS_EN, string> = {
  'inbox.toast.loadFailed': 'Deine Unterhaltungen konnten nicht geladen werden',
  'inbox.toast.threadFailed': 'Die Nachrichten konnten nicht geladen werden',
  'inbox.toast.notSent': 'Nachricht nicht gesendet',
  'inbox.toast.tryAgain': 'Bitte versuche es noch einmal',
};
