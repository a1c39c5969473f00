/** Toasts of the account's actions in English (§8 texts kept exactly); German in account.de.ts. */
export const ACCOUNT_TOASTS_EN = {
  'toast.loginSuccessful': 'Login successful',
  'toast.welcomeBack': 'Welcome back!',
  'toast.loginFailed': 'Login failed',
  'toast.checkCredentials': 'Check your email and password',
  'toast.accountCreated': 'Account created',
  'toast.signedIn': 'You are now signed in',
  'toast.confirmEmail': 'Check your email and follow the link to confirm your address',
  'toast.canSignIn': 'You can now sign in with your credentials',
  'toast.signupFailed': 'Signup failed',
  'toast.tryAgain': 'Please try again',
  'toast.resetSent': 'Password reset email sent',
  'toast.resetSentDescription': 'Check your email for a password reset link',
  'toast.resetFailed': 'Password reset failed',
  'toast.passwordUpdated': 'Password updated',
  'toast.passwordUpdatedDescription': 'Your new password is set.',
  'toast.profileUpdated': 'Profile updated',
  'toast.profileUpdatedDescription': 'Your profile has been updated successfully',
  'toast.profileFailed': 'Profile update failed',
  'toast.profileFailedDescription': 'Failed to update profile',
  'toast.mustLogIn': 'You must be logged in to update your profile.',
  'toast.authRequired': 'Authentication required',
  'toast.logInForFavorites': 'Please log in to save favorites',
  'toast.error': 'Error',
  'toast.favoriteFailed': 'Failed to update favorite status',
} as const;

export type AccountToastKey = keyof typeof ACCOUNT_TOASTS_EN;
