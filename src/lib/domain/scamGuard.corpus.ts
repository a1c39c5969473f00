/**
 * Real-looking chat messages in English and German, each labelled with the
 * scam-guard categories a careful human moderator would give it. Positives
 * follow the scripts of common marketplace frauds; negatives are ordinary
 * buyer–seller talk, including the numbers a car chat is full of (prices,
 * years, mileage, postcodes, dates, times, model names). scamGuard.test.ts
 * measures precision and recall on it, and an integration test checks that
 * the database classifies every message exactly as the TypeScript rules do.
 * Numbers and addresses are made up (IBANs from the standard's examples).
 */
import type { ScamCategory } from './scamGuard';

export interface CorpusMessage {
  lang: 'en' | 'de';
  text: string;
  /** The categories the message belongs in; empty for a harmless one. */
  expect: readonly ScamCategory[];
}

export const SCAM_GUARD_CORPUS: readonly CorpusMessage[] = [
  // Off the platform: phone numbers, e-mail addresses, messengers
  { lang: 'en', text: 'Text me on WhatsApp, it is faster: +44 7700 900123', expect: ['phone', 'messenger'] },
  { lang: 'en', text: 'Please contact me directly at john.miller1962@gmail.com for more pictures', expect: ['email'] },
  { lang: 'en', text: 'I rarely check this app, add me on telegram @carsdeal_uk', expect: ['messenger'] },
  { lang: 'en', text: 'Call me on 07700 900 456 after 6pm', expect: ['phone'] },
  { lang: 'en', text: 'my email is sarah.k (at) outlook.com, write there', expect: ['email'] },
  { lang: 'en', text: 'reach me at mike dot sales at gmail dot com', expect: ['email'] },
  { lang: 'en', text: 'message me at mikesales at gmail dot com', expect: ['email'] },
  { lang: 'en', text: 'Let us continue on Signal, I will send you the papers there', expect: ['messenger'] },
  { lang: 'en', text: 'Here is my whatsapp link wa.me/447700900123', expect: ['phone', 'messenger'] },
  { lang: 'en', text: 'You can reach me at (555) 123-4567 any time', expect: ['phone'] },
  { lang: 'en', text: 'Join my channel t.me/bestcardeals for the full history', expect: ['messenger'] },
  { lang: 'en', text: 'Is it ok to talk on Viber? The app chat keeps crashing', expect: ['messenger'] },
  { lang: 'de', text: 'Schreib mir bitte per WhatsApp: 0176 12345678', expect: ['phone', 'messenger'] },
  { lang: 'de', text: 'Meine Nummer ist +49 (0)151 234 567 89, ruf einfach an', expect: ['phone'] },
  { lang: 'de', text: 'Bitte melde dich unter klaus.weber@web.de, hier bin ich selten online', expect: ['email'] },
  {
    lang: 'de',
    text: 'Erreichbar unter 030/1234567 oder per Mail an info[at]autohaus-nord.de',
    expect: ['phone', 'email'],
  },
  { lang: 'de', text: 'Können wir über Telegram weiterschreiben?', expect: ['messenger'] },
  { lang: 'de', text: 'Ruf mich an: 0049 176 98765432', expect: ['phone'] },
  { lang: 'de', text: 'Handy 0172-345 67 89, ab 17 Uhr', expect: ['phone'] },
  { lang: 'de', text: 'Whats App geht auch, Nummer schicke ich gleich', expect: ['messenger'] },
  { lang: 'de', text: 'Meine Nummer: 0 1 7 6 - 1 2 3 4 5 6 7', expect: ['phone'] },
  { lang: 'de', text: 'Ruf an: null eins sieben sechs, eins zwei drei vier fünf sechs', expect: ['phone'] },
  { lang: 'de', text: 'Schreib mir lieber auf Insta, da antworte ich schneller', expect: ['messenger'] },
  { lang: 'de', text: 'Kontakt: 0171 2345678 (auch WhatsApp)', expect: ['phone', 'messenger'] },

  // Paying outside a safe handover
  {
    lang: 'en',
    text: 'pay via friends and family to DE89 3704 0044 0532 0130 00',
    expect: ['iban', 'friends_family'],
  },
  {
    lang: 'en',
    text: 'Send the deposit with PayPal friends & family so there are no fees',
    expect: ['friends_family'],
  },
  { lang: 'en', text: 'please pay by f&f only, I had problems with buyers before', expect: ['friends_family'] },
  { lang: 'en', text: 'I accept Amazon gift cards for the deposit, 4 x 250', expect: ['gift_card'] },
  { lang: 'en', text: 'Buy Steam cards and send me the codes, then the car is yours', expect: ['gift_card'] },
  { lang: 'en', text: 'Send the money by Western Union to my agent in Spain', expect: ['money_transfer'] },
  { lang: 'en', text: 'I only take bitcoin or USDT for a quick sale', expect: ['money_transfer'] },
  { lang: 'en', text: 'Pay here to reserve: paypal.me/quickcars24/500', expect: ['payment_link'] },
  { lang: 'en', text: 'I have sent you a payment link, click the link to receive the money', expect: ['payment_link'] },
  { lang: 'en', text: 'Transfer the full amount to GB29 NWBK 6016 1331 9268 19 and I ship tomorrow', expect: ['iban'] },
  { lang: 'en', text: 'MoneyGram is fine too, whatever is easier for you', expect: ['money_transfer'] },
  {
    lang: 'en',
    text: 'Use family and friends, otherwise PayPal holds the money for weeks',
    expect: ['friends_family'],
  },
  {
    lang: 'de',
    text: 'Bitte per PayPal Freunde und Familie zahlen, dann reserviere ich ihn',
    expect: ['friends_family'],
  },
  { lang: 'de', text: 'Überweise die Anzahlung auf DE02 1203 0000 0000 2020 51', expect: ['iban'] },
  { lang: 'de', text: 'IBAN: DE89370400440532013000, Verwendungszweck Auto', expect: ['iban'] },
  { lang: 'de', text: 'Ich nehme auch Paysafecard oder Google Play Guthaben', expect: ['gift_card'] },
  { lang: 'de', text: 'Kauf bitte Apple Gutscheine für 500 € und schick mir die Codes', expect: ['gift_card'] },
  { lang: 'de', text: 'Geld bitte per Western Union an meinen Bruder schicken', expect: ['money_transfer'] },
  {
    lang: 'de',
    text: 'Ich habe dir einen Zahlungslink geschickt, bitte dort die Daten eingeben',
    expect: ['payment_link'],
  },
  { lang: 'de', text: 'Klick auf den Link um das Geld zu erhalten: bit.ly/3xYz9', expect: ['payment_link'] },
  { lang: 'de', text: 'Zahlung nur in Kryptowährung möglich, Bitcoin bevorzugt', expect: ['money_transfer'] },
  { lang: 'de', text: 'Schick es einfach als F&F, ist für uns beide günstiger', expect: ['friends_family'] },

  // Courier, shipping and escrow stories
  {
    lang: 'en',
    text: 'I am currently abroad, the car is with a shipping company who will deliver it to your door',
    expect: ['courier'],
  },
  {
    lang: 'en',
    text: 'Payment goes through an escrow service, they hold the money until delivery',
    expect: ['courier'],
  },
  { lang: 'en', text: 'My courier will collect the car and bring the papers', expect: ['courier'] },
  { lang: 'en', text: 'I’m deployed overseas so my transport agent handles everything', expect: ['courier'] },
  { lang: 'en', text: 'You only pay the customs fee and the delivery agent brings it', expect: ['courier'] },
  { lang: 'de', text: 'Ich bin beruflich im Ausland, eine Spedition liefert das Auto zu dir', expect: ['courier'] },
  { lang: 'de', text: 'Die Zahlung läuft über einen Treuhandservice, ganz sicher für dich', expect: ['courier'] },
  { lang: 'de', text: 'Mein Kurier holt den Roller ab, du musst nur die Zollgebühr zahlen', expect: ['courier'] },
  { lang: 'de', text: 'Das Auto steht bei einem Treuhänder in Spanien', expect: ['courier'] },

  // Harmless: ordinary talk full of numbers, names and times
  { lang: 'en', text: 'Hi, is the car still available? Could I see it on Saturday morning?', expect: [] },
  { lang: 'en', text: 'Would you take 12,500 for it if I pay cash on collection?', expect: [] },
  { lang: 'en', text: 'Is that 85,000 km on the clock or miles?', expect: [] },
  { lang: 'en', text: 'The A4 2.0 TDI from 2016, has the timing belt been changed?', expect: [] },
  { lang: 'en', text: 'Call me tomorrow if the viewing time changes, I will check messages here', expect: [] },
  { lang: 'en', text: 'Can we meet at 10:30 on 12.03.2025 at your place in 10115 Berlin?', expect: [] },
  { lang: 'en', text: 'I can pay by bank transfer when I pick it up, after we sign the contract', expect: [] },
  { lang: 'en', text: 'How many previous owners? The ad says 2, the logbook photo shows 3', expect: [] },
  { lang: 'en', text: 'Last service at 120,000 km in 05/2024, next due at 150,000 km', expect: [] },
  { lang: 'en', text: 'Does the 320d have the M Sport package and the 8-speed automatic?', expect: [] },
  { lang: 'en', text: 'My friend and family doctor both drive this model, they love it', expect: [] },
  { lang: 'en', text: 'The turn signal on the left side flickers, is that a bulb?', expect: [] },
  { lang: 'en', text: 'I am at the garage now, the MOT is valid until 03/2026', expect: [] },
  { lang: 'en', text: 'Price was 14 990 € and I offer 13 500 €, final answer by Friday', expect: [] },
  { lang: 'en', text: 'Registration plate B-MW 1234 matches the papers, all good', expect: [] },
  { lang: 'en', text: 'Could you send the VIN? I want to check the history', expect: [] },
  { lang: 'en', text: 'Looks great. I live in 80331 Munich, about 2 hours from you', expect: [] },
  { lang: 'en', text: 'We can meet at the bank and I transfer the money there once we sign', expect: [] },
  { lang: 'en', text: 'Is the Vespa GTS 300 from 2019 or 2020? The photos show 2 keys', expect: [] },
  { lang: 'en', text: 'Sure, bring a mechanic along. 9am on Sunday works', expect: [] },
  { lang: 'en', text: 'Does it have Apple CarPlay and a reversing camera?', expect: [] },
  { lang: 'en', text: 'Would 200, 500 or 1000 km of test driving be a problem? Just kidding', expect: [] },
  { lang: 'de', text: 'Hallo, ist das Auto noch zu haben? Wann kann ich es besichtigen?', expect: [] },
  { lang: 'de', text: 'Wäre 12.500 € bei Barzahlung bei Abholung möglich?', expect: [] },
  { lang: 'de', text: 'Baujahr 2017, 98.000 km, TÜV bis 08/2026 – passt alles zur Anzeige?', expect: [] },
  { lang: 'de', text: 'Ich rufe dich morgen an, wenn ich den Termin weiß', expect: [] },
  { lang: 'de', text: 'Treffen wir uns am 14.02.2025 um 16:00 Uhr in 50667 Köln?', expect: [] },
  { lang: 'de', text: 'Ist der Zahnriemen beim Golf 7 1.6 TDI schon gewechselt worden?', expect: [] },
  { lang: 'de', text: 'Zahlung per Überweisung nach Vertragsunterschrift vor Ort ist für mich okay', expect: [] },
  { lang: 'de', text: 'Wie viele Vorbesitzer hatte der Wagen? Scheckheft gepflegt?', expect: [] },
  { lang: 'de', text: 'Ich bin im Urlaub bis Montag, danach können wir gern einen Termin machen', expect: [] },
  { lang: 'de', text: 'Die Winterreifen 205/55 R16 sind dabei, oder?', expect: [] },
  { lang: 'de', text: 'Meine Freunde und ich schauen ihn uns am Samstag gemeinsam an', expect: [] },
  { lang: 'de', text: 'Der Blinker links hat ein Signal-Problem, sagt die Werkstatt', expect: [] },
  { lang: 'de', text: 'Preisvorschlag: 9.800 EUR, Abholung am Wochenende in 01067 Dresden', expect: [] },
  { lang: 'de', text: 'Kann ich mit meinem Mechaniker vorbeikommen? Er hat Zeit ab 10 Uhr', expect: [] },
  { lang: 'de', text: 'Bei 150.000 km wurde die Kupplung neu gemacht, Rechnung liegt vor', expect: [] },
  { lang: 'de', text: 'Der Roller hat 4.500 km, 125 ccm und zwei Schlüssel', expect: [] },
  {
    lang: 'de',
    text: 'Ich habe noch einen Gutschein für eine Inspektion bei der Werkstatt, den gebe ich dazu',
    expect: [],
  },
  { lang: 'de', text: 'Den Kaufvertrag vom ADAC bringe ich ausgedruckt mit', expect: [] },
  { lang: 'de', text: 'Passt, dann bis Samstag 11 Uhr, Hausnummer 12a', expect: [] },
  { lang: 'de', text: 'Hat der Wagen schon die Euro 6d Norm? 0,0 Unfälle laut Anzeige?', expect: [] },
  { lang: 'de', text: 'Rechnungsnummer 0012345678 von der Werkstatt liegt im Handschuhfach', expect: [] },
  { lang: 'de', text: 'Fahrgestellnummer WVWZZZ1KZ6W000001, kannst du gern prüfen', expect: [] },
  { lang: 'en', text: 'Tyres are 225/45 R17, DOT 2321, about 6 mm left', expect: [] },
  { lang: 'en', text: 'My number is in the ad, but I prefer to chat here first', expect: [] },
  { lang: 'en', text: 'Please bring the V5C and both keys, I will pay via bank transfer on the spot', expect: [] },
  // Disguised: invisible characters, full-width digits, look-alike letters, leetspeak, split words and dotted IBANs
  { lang: 'en', text: 'Call me on 0176\u200b1234\u200b5678 tonight', expect: ['phone'] },
  { lang: 'en', text: 'Call me: ０１７６ １２３４５６７', expect: ['phone'] },
  { lang: 'en', text: 'write to max.muster\u200b@gmail.com', expect: ['email'] },
  { lang: 'de', text: 'Überweise bitte auf DE89\u200b3704\u200b0044\u200b0532\u200b0130\u200b00', expect: ['iban'] },
  { lang: 'de', text: 'Bitte auf DE89.3704.0044.0532.0130.00 überweisen', expect: ['iban'] },
  { lang: 'en', text: 'Transfer to GB29 NWBK 6016 1331 9268 19 today please', expect: ['iban'] },
  { lang: 'en', text: 'Add me on Wh\u0430tsApp please', expect: ['messenger'] },
  { lang: 'en', text: 'Send it through W\u0435st\u0435rn Uni\u043en', expect: ['money_transfer'] },
  { lang: 'en', text: 'I only accept bit coin for this car', expect: ['money_transfer'] },
  { lang: 'en', text: 'payment in b1tcoin only', expect: ['money_transfer'] },
  { lang: 'en', text: 'text me on wh4tsapp', expect: ['messenger'] },
  { lang: 'en', text: 'pay with an amazon gi\u200bft card', expect: ['gift_card'] },
  { lang: 'de', text: 'Zahlung per Amazon Gutsche1n, bitte', expect: ['gift_card'] },
  { lang: 'en', text: 'My courier will pick it up, I am \u200babroad', expect: ['courier'] },
  // Harmless with the same tricks of writing: numbers with letters, full-width text, non-Latin names
  { lang: 'en', text: 'The A4 2.0 TDI has 143 hp and a 6-speed box', expect: [] },
  { lang: 'de', text: 'Der 3er BMW, Baujahr ２０１５, 120.000 km', expect: [] },
  { lang: 'en', text: 'My friend Олег can help with the viewing on Saturday', expect: [] },
  { lang: 'en', text: 'It is the Golf 7 GTI, Euro 6, 2.0 litre, 4 doors', expect: [] },
  { lang: 'de', text: 'Reifengröße 205/55 R16, Termin am 12.05. um 14 Uhr', expect: [] },
];
