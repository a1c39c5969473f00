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
import { useSignedInUser } from '../account/useSignedInUser';
import { PageError, PageLoading } from '../ui/PageStatus';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The inventory API keys: create one with a name (shown once), see when each was last used, revoke. */
export default function ApiKeys() {
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
        Inventory API keys
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        Your stock system can keep your listings in step through the inventory API (
        <a className="font-semibold text-brand-700 underline" href="/api/v1/openapi.json">
          OpenAPI description
        </a>
        ). Each key is shown once; keep it secret and revoke it when a system no longer needs it.
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
          Key name
          <input
            className="field-control"
            value={name}
            maxLength={60}
            placeholder="e.g. Stock system"
            onChange={(event) => {
              setName(event.currentTarget.value);
            }}
          />
        </label>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm" disabled={!name.trim()}>
          Create key
        </button>
      </form>
      {error && (
        <div className="mt-3">
          <PageError message={error} />
        </div>
      )}
      {fresh && (
        <div className="mt-4 rounded-card bg-brand-50 p-4 ring-1 ring-line" role="status">
          <p className="font-semibold text-ink">Your new key “{fresh.name}”. Copy it now: it is not shown again.</p>
          <code className="mt-2 block text-sm break-all" data-testid="new-api-key">
            {fresh.key}
          </code>
          <button type="button" className="btn btn-outline mt-3 px-3 py-1 text-sm" onClick={dismissNewApiKey}>
            I have copied it
          </button>
        </div>
      )}
      <div className="mt-4">
        {state.status === 'loading' && <PageLoading label="Loading your keys…" />}
        {state.status === 'error' && <PageError message={state.message} />}
        {state.status === 'ready' && state.value.length === 0 && (
          <p className="text-sm text-ink-muted">No API keys yet.</p>
        )}
        {state.status === 'ready' && state.value.length > 0 && (
          <ul className="divide-y divide-line">
            {state.value.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <span className="font-semibold text-ink">{key.name}</span>{' '}
                  <code className="text-sm text-ink-muted">{key.prefix}…</code>
                  <span className="block text-sm text-ink-muted">
                    Created {day(key.createdAt)}
                    {key.lastUsedAt ? `, last used ${day(key.lastUsedAt)}` : ', never used'}
                    {key.revokedAt ? `, revoked ${day(key.revokedAt)}` : ''}
                  </span>
                </span>
                {!key.revokedAt && (
                  <button
                    type="button"
                    className="btn btn-outline px-3 py-1 text-sm"
                    aria-label={`Revoke ${key.name}`}
                    onClick={() => {
                      void removeApiKey(userId, key);
                    }}
                  >
                    Revoke
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
