/**
 * The database's and auth server's refusals in English, the source of the
 * `db.` keys (en.ts spreads them in, de.ts translates them). Which server
 * message maps to which key is src/lib/data/errorMessages.ts.
 */
export const DB_ERRORS_EN = {
  'db.listingsAtOnce': 'You can create at most {max} listings at once.',
  'db.listingsTooQuickly': 'You are creating listings too quickly. Please try again later.',
  'db.messagesTooQuickly': 'You are sending messages too quickly. Please wait a moment.',
  'db.phonesTooQuickly': 'You have viewed many phone numbers in a short time. Please wait a minute and try again.',
  'db.reportsTooQuickly': 'You have sent too many reports. Please try again later.',
  'db.savedSearchLimit': 'You can save up to 20 searches. Delete one to save another.',
  'db.apiKeyLimit': 'You can have at most 10 active API keys; revoke one first.',
  'db.apiKeysForDealers': 'API keys are for dealer accounts.',
  'db.unknownPlace': 'Unknown place: choose a place from the list',
  'db.postcodeNotOfPlace': 'The postcode {postcode} is not one of {place}’s',
  'db.yearAfterNextYear': 'The year cannot be after next year',
  'db.signInToChange': 'Sign in to change your listings.',
  'db.signInToImport': 'Sign in to import your stock.',
  'db.signInToMessage': 'Sign in to message a seller.',
  'db.notYours': 'This listing is not one of yours.',
  'db.listingGone': 'This listing no longer exists.',
  'db.listingUnavailable': 'This listing is no longer available.',
  'db.listingNotForSale': 'This listing is not for sale.',
  'db.soldNoMessages': 'This vehicle has been sold, so the seller is no longer taking messages about it.',
  'db.soldNoPhone': 'This vehicle has been sold, so its seller’s number is no longer shown.',
  'db.noPhone': 'This seller does not show a phone number. Send them a message instead.',
  'db.messageYourself': 'You cannot message yourself about your own listing.',
  'db.confirmLiveOnly': 'Only live or paused listings can be confirmed as available.',
  'db.changeAtMost': 'Change at most 1,000 listings at once.',
  'db.amountOrPercentage': 'Give either an amount in euros or a percentage.',
  'db.percentage': 'A percentage must be above -100 and at most 1000, with at most two decimals.',
  'db.bulkStatus': 'Listings can be marked sold, paused or withdrawn to drafts.',
  'db.unsubscribeLink': 'This unsubscribe link is not valid. Open your saved searches to change your e-mails.',
  'db.savedSearchGone': 'This saved search no longer exists, so it sends no e-mails.',
  'db.invalidLogin': 'Invalid login credentials',
  'db.alreadyRegistered': 'User already registered',
  'db.emailNotConfirmed': 'Email not confirmed',
  'db.samePassword': 'New password should be different from the old password.',
  'db.rateLimited': 'Too many attempts. Please wait a moment and try again.',
  'db.refused': 'You are not allowed to do that. Sign in with the right account and try again.',
  'db.invalid': 'Some details were not accepted. Check them and try again.',
  'db.duplicate': 'This already exists.',
} as const;

export type DbErrorKey = keyof typeof DB_ERRORS_EN;
export const DB_ERROR_KEYS = Object.keys(DB_ERRORS_EN) as DbErrorKey[];
