/**
 * The dealer's inventory API keys: the list, a new key shown once, and
 * revoking. The island subscribes; these actions change the atoms.
 */
import { atom } from 'nanostores';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey } from '../lib/data/dealerImport';
import { phrase } from '../i18n/active';
import { DEALER_IMPORT_EN } from '../i18n/messages/dealerImport';
import { messageOf } from '../lib/data/errors';
import { loadable } from './loadable';

const keys = loadable(listApiKeys, 'Your API keys could not be loaded.');
export const $apiKeys = keys.$state;
export const loadApiKeys = keys.load;

/** The key just created, shown once; null once dismissed. */
export const $newApiKey = atom<{ name: string; key: string } | null>(null);
export const $apiKeyError = atom<string | null>(null);

export async function addApiKey(userId: string, name: string): Promise<void> {
  $apiKeyError.set(null);
  try {
    const created = await createApiKey(name);
    $newApiKey.set({ name, key: created.key });
    await loadApiKeys(userId);
  } catch (error) {
    $apiKeyError.set(messageOf(error, phrase(DEALER_IMPORT_EN, 'import.keys.createFailed')));
  }
}

export async function removeApiKey(userId: string, key: ApiKey): Promise<void> {
  $apiKeyError.set(null);
  try {
    await revokeApiKey(key.id);
    await loadApiKeys(userId);
  } catch (error) {
    $apiKeyError.set(messageOf(error, phrase(DEALER_IMPORT_EN, 'import.keys.revokeFailed')));
  }
}

export function dismissNewApiKey(): void {
  $newApiKey.set(null);
}
