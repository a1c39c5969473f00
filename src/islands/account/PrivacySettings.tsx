import { useState } from 'react';
import type { Profile } from '../../lib/data/profiles';
import { exportMyData } from '../../lib/data/account';
import { messageOf } from '../../lib/data/errors';
import { saveProfile } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { Spinner } from '../ui/icons';
import { useSay } from '../ui/say';
import type { ProfileStrings } from './authStrings';

/** Save a JSON document as a file through a temporary link. */
function saveJson(document: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

/** /profile's privacy section: whether buyers may ask for the phone number, and a copy of one's data. */
export default function PrivacySettings({ profile }: { profile: Profile }) {
  const say = useSay<ProfileStrings>();
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState(false);

  const onShowPhone = async (show: boolean) => {
    setSaving(true);
    await saveProfile({ show_phone: show });
    setSaving(false);
  };

  const onExport = async () => {
    setExporting(true);
    try {
      saveJson(await exportMyData(), `wheelhouse-data-${new Date().toISOString().slice(0, 10)}.json`);
      toast({ title: say['profile.dataReady'], description: say['profile.downloaded'], variant: 'success' });
    } catch (error) {
      console.error('Failed to export data', error);
      toast({
        title: say['profile.exportFailed'],
        description: messageOf(error, say['profile.exportFailedDescription']),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-8" aria-labelledby="privacy">
      <h2 id="privacy" className="text-xl font-bold text-ink">
        {say['profile.privacy']}
      </h2>
      <label className="mt-4 flex items-start gap-3 text-sm text-ink-soft">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-brand-700"
          checked={profile.show_phone}
          disabled={saving}
          onChange={(e) => void onShowPhone(e.currentTarget.checked)}
        />
        <span>
          <span className="block font-semibold text-ink">{say['profile.showPhone']}</span>
          {say['profile.showPhoneLead']}
        </span>
      </label>
      <div className="mt-6 border-t border-line pt-6">
        <h3 className="font-semibold text-ink">{say['profile.copy']}</h3>
        <p className="mt-1 text-sm text-ink-muted">
          {say['profile.copyLead']}{' '}
          <a href="/privacy" className="font-semibold text-brand-700 hover:underline">
            {say['profile.whatWeStore']}
          </a>
        </p>
        <button type="button" className="btn btn-outline mt-4" disabled={exporting} onClick={() => void onExport()}>
          {exporting && <Spinner className="size-4" />}
          {say['profile.download']}
        </button>
      </div>
    </section>
  );
}
