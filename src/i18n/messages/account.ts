/**
 * The account area in English (sign-in page, its toasts): the source of the
 * `auth.` and `toast.` keys; en.ts spreads them in, account.de.ts translates.
 * Toast texts are the specification's (§8), kept exactly.
 */
import { SIGN_IN_REASONS } from '../../lib/domain/signInWall.ts';

export const ACCOUNT_EN = {
  'auth.title': 'Sign in or create an account',
  'auth.description': 'Sign in to {site} or create a free account.',
  'auth.welcome': 'Welcome to {site}',
  'auth.lead': 'Save favorites, message sellers and list your vehicle.',
  'auth.newHere': 'New here? Create an account on the Sign Up tab. Either way, you come straight back.',
  'auth.tabs': 'Account',
  'auth.tab.login': 'Login',
  'auth.tab.signup': 'Sign Up',
  'auth.tab.reset': 'Reset password',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.signIn': 'Sign in',
  'auth.forgot': 'Forgot your password?',
  'auth.resetIt': 'Reset it',
  'auth.firstNameOptional': 'First name (optional)',
  'auth.confirmPassword': 'Confirm password',
  'auth.createAccount': 'Create account',
  'auth.resetIntro': 'Enter the email address of your account and we will send you a link to choose a new password.',
  'auth.sendResetLink': 'Send reset link',
  'auth.resetSent':
    'If an account exists for that address, the link is on its way. It works once and expires after an hour.',
  'auth.newPasswordTitle': 'Choose a new password',
  'auth.newPasswordFor': 'For {email}. You stay signed in afterwards.',
  'auth.newPassword': 'New password',
  'auth.confirmNewPassword': 'Confirm new password',
  'auth.setNewPassword': 'Set new password',
  'auth.passwordHint': 'At least 8 characters. Mix letters, numbers and symbols for a stronger password.',
  'auth.strength': 'Password strength: {strength}',
  'auth.strength.too short': 'too short',
  'auth.strength.weak': 'weak',
  'auth.strength.fair': 'fair',
  'auth.strength.strong': 'strong',
  'auth.reason.sell': SIGN_IN_REASONS.sell,
  'auth.reason.favorites': SIGN_IN_REASONS.favorites,
  'auth.reason.messages': SIGN_IN_REASONS.messages,
  'auth.reason.profile': SIGN_IN_REASONS.profile,
  'auth.reason.dashboard': SIGN_IN_REASONS.dashboard,
  'auth.reason.admin': SIGN_IN_REASONS.admin,
  'auth.reason.saveSearch': SIGN_IN_REASONS.saveSearch,
} as const;
