import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  $apiKeyError,
  $apiKeys,
  $newApiKey,
  addApiKey,
  dismissNewApiKey,
  loadApiKeys,
  removeApiKey,
} from '../../stores/apiKeys';
import { fill } from '../../i18n/translate';
import { formatDate } from '../../lib/domain/format';
import { useSignedInUser } from '../account/useSignedInUser';
import { PageError, PageLoading } from '../ui/PageStatus';
import { SayProvider } from '../ui/say';
import type { ApiKeysStrings } from './importStrings';

/** The inventory API keys: create one with a name (shown once), see when each was last used, revoke. */
export default function ApiKeys({ say }: { say: ApiKeysStrings }) {
  return (
    <SayProvider say={say}>
      <KeyList say={say} />
    </SayProvider>
  );
}

function KeyList({ say }: { say: ApiKeysStrings }) {
  const day = (iso: string) => ({ date: formatDate(iso, say.locale) });
  const user = useSignedInUser();
  const state = useStore($apiKeys, { ssr: 'initial' });
  const fresh = useStore($newApiKey, { ssr: 'initial' });
  const error = useStore($apiKeyError, { ssr: 'initial' });
  const [name, setName] = useState('');
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId) void loadApiKeys(userId);
  }, [userId]);

  if (!userId) return null;
  return (
    <section
      className="mt-8 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
      aria-labelledby="api-keys"
    >
      <h2 id="api-keys" className="text-xl font-bold text-ink">
        {say['import.keys.title']}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        {say['import.keys.lead'].split(/(\{link\})/).map((part, index) =>
          part === '{link}' ? (
            <a key={index} className="font-semibold text-brand-700 underline" href="/api/v1/openapi.json">
              {say['import.keys.openapi']}
            </a>
          ) : (
            part
          ),
        )}
      </p>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim())
            void addApiKey(userId, name.trim()).then(() => {
              setName('');
            });
        }}
      >
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {say['import.keys.name']}
          <input
            className="field-control"
            value={name}
            maxLength={60}
            placeholder={say['import.keys.placeholder']}
            onChange={(event) => {
              setName(event.currentTarget.value);
            }}
          />
        </label>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm" disabled={!name.trim()}>
          {say['import.keys.create']}
        </button>
      </form>
      {error && (
        <div className="mt-3">
          <PageError message={error} />
        </div>
      )}
      {fresh && (
        <div className="mt-4 rounded-card bg-brand-50 p-4 ring-1 ring-line" role="status">
          <p className="font-semibold text-ink">{fill(say['import.keys.fresh'], { name: fresh.name })}</p>
          <code className="mt-2 block text-sm break-all" data-testid="new-api-key">
            {fresh.key}
          </code>
          <button type="button" className="btn btn-outline mt-3 px-3 py-1 text-sm" onClick={dismissNewApiKey}>
            {say['import.keys.copied']}
          </button>
        </div>
      )}
      <div className="mt-4">
        {state.status === 'loading' && <PageLoading label={say['import.keys.loading']} />}
        {state.status === 'error' && <PageError message={state.message} />}
        {state.status === 'ready' && state.value.length === 0 && (
          <p className="text-sm text-ink-muted">{say['import.keys.none']}</p>
        )}
        {state.status === 'ready' && state.value.length > 0 && (
          <ul className="divide-y divide-line">
            {state.value.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <span className="font-semibold text-ink">{key.name}</span>{' '}
                  <code className="text-sm text-ink-muted">{key.prefix}…</code>
                  <span className="block text-sm text-ink-muted">
                    {fill(say['import.keys.created'], day(key.createdAt))}
                    {key.lastUsedAt
                      ? fill(say['import.keys.lastUsed'], day(key.lastUsedAt))
                      : say['import.keys.neverUsed']}
                    {key.revokedAt ? fill(say['import.keys.revoked'], day(key.revokedAt)) : ''}
                  </span>
                </span>
                {!key.revokedAt && (
                  <button
                    type="button"
                    className="btn btn-outline px-3 py-1 text-sm"
                    aria-label={fill(say['import.keys.revokeName'], { name: key.name })}
                    onClick={() => {
                      void removeApiKey(userId, key);
                    }}
                  >
                    {say['import.keys.revoke']}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
