/**
 * The form rules' messages in English (zod schemas in src/lib/domain), the
 * source of the `form.` keys: en.ts spreads them in, de.ts translates them.
 * Schemas ask for them through `message()`/`formText()`, which read the page's
 * language (src/i18n/active.ts), so a German form says its errors in German.
 */
import { phrase } from '../active.ts';
import type { Vars } from '../translate.ts';

export const VALIDATION_EN = {
  // Sign-in, sign-up, password
  'form.enterEmail': 'Enter your email address',
  'form.validEmail': 'Enter a valid email address',
  'form.enterPassword': 'Enter your password',
  'form.passwordMin': 'Use at least {min} characters',
  'form.maxChars': 'Use at most {max} characters',
  'form.passwordsDiffer': 'The passwords do not match',
  'form.reservedName':
    'Names cannot include “Wheelhouse” or staff words such as Support, Admin, Moderator, Staff or Official',
  // Profile
  'form.tooLong': '{label} can be at most {max} characters',
  'form.phone': 'Enter a phone number like +49 30 1234567',
  'form.label.firstName': 'First name',
  'form.label.lastName': 'Last name',
  'form.label.phone': 'Phone',
  'form.label.location': 'Location',
  'form.label.bio': 'About you',
  // The sell form
  'form.label.model': 'Model',
  'form.label.title': 'Title',
  'form.label.year': 'Year',
  'form.label.price': 'Price',
  'form.label.mileage': 'Mileage',
  'form.label.power': 'Power',
  'form.label.engineSize': 'Engine size',
  'form.enter.model': 'Enter the model',
  'form.enter.title': 'Enter the title',
  'form.enter.year': 'Enter the year',
  'form.enter.price': 'Enter the price',
  'form.enter.mileage': 'Enter the mileage',
  'form.wholeNumber': '{label} must be a whole number',
  'form.negative': '{label} cannot be negative',
  'form.atMost': '{label} can be at most {max}',
  'form.chooseType': 'Choose car or scooter',
  'form.chooseBody': 'Choose the body type',
  'form.chooseMake': 'Choose the make',
  'form.chooseFuel': 'Choose the fuel type',
  'form.chooseTransmission': 'Choose the transmission',
  'form.chooseColour': 'Choose the colour',
  'form.yearMin': 'The year cannot be before {year}',
  'form.yearMax': 'The year cannot be after {year}',
  'form.priceNegative': 'The price cannot be negative',
  'form.priceMax': 'The price can be at most {max} €',
  'form.mileageNegative': 'The mileage cannot be negative',
  'form.mileageMax': 'The mileage can be at most {max} km',
  'form.featuresMax': 'Choose at most {max} features',
  'form.descriptionMax': 'The description can be at most {max} characters',
  'form.placeRequired': 'Choose your town or postcode from the list',
  'form.postcodeFromList': 'Choose the postcode from the list',
  'form.vinLength': 'A VIN has 17 characters',
  'form.vinLetters': 'A VIN has only letters and digits, never I, O or Q',
  'form.makeFor.car': 'Choose a car make from the list',
  'form.makeFor.scooter': 'Choose a scooter make from the list',
  'form.fuelFor.car': 'Choose a fuel type for a car',
  'form.fuelFor.scooter': 'Choose a fuel type for a scooter',
  'form.transmissionFor.car': 'Choose a transmission for a car',
  'form.transmissionFor.scooter': 'Choose a transmission for a scooter',
  'form.bodyFor.car': 'Choose a body type for a car',
  'form.bodyFor.scooter': 'Choose a body type for a scooter',
  'form.emissionsFor.car': 'Choose an emissions class for a car',
  'form.emissionsFor.scooter': 'Choose an emissions class for a scooter',
  'form.featureFor.car': '{feature} is not a car feature',
  'form.featureFor.scooter': '{feature} is not a scooter feature',
  'form.monthAndYear': 'Choose both the month and the year',
  'form.ownersWhole': 'Previous owners must be a whole number',
  'form.ownersMax': 'Previous owners can be at most {max}',
  'form.accidentFree': 'Choose yes, no or not stated',
  'form.consumptionFormat': 'Consumption must be a number with at most one decimal, e.g. 5.4',
  'form.rangeWhole': 'Electric range must be a whole number of km',
  'form.emissionsFromList': 'Choose an emissions class from the list',
  'form.registrationBefore': 'The first registration cannot be before {year}',
  'form.registrationFuture': 'The first registration cannot be in the future',
  'form.inspectionAhead': 'The next inspection can be at most three years ahead',
  'form.inspectionFloor': 'The next inspection cannot be before 2000',
  'form.inspectionAfterRegistration': 'The next inspection must come after the first registration',
  'form.consumptionBetween': 'Consumption must be between {min} and {max} {unit}',
  'form.rangeBetween': 'Electric range must be between 1 and {max} km',
  'form.photosBlocking': 'A photo did not upload. Retry or remove it before saving.',
  'form.fieldsNeedAttention': 'Some fields need your attention.',
  // Reporting a listing
  'form.reportReason': 'Choose what is wrong with this listing',
  'form.reportDetailsMax': 'Keep the details under {max} characters',
  'form.reportDetailsMin': 'Describe the problem in at least {min} characters',
} as const;

export type ValidationKey = keyof typeof VALIDATION_EN;
export const VALIDATION_KEYS = Object.keys(VALIDATION_EN) as ValidationKey[];

/** A form message in the page's language, now. */
export function formText(key: ValidationKey, vars?: Vars): string {
  return phrase(VALIDATION_EN, key, vars);
}

/** A zod message read when the issue is raised, so it is in the page's language at that moment. */
export function message(key: ValidationKey, vars?: Vars | (() => Vars)): { error: () => string } {
  return { error: () => formText(key, typeof vars === 'function' ? vars() : vars) };
}
