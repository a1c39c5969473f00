import type { AuthTab } from '../../lib/domain/signInWall';
import { useSay } from '../ui/say';
import type { AuthStrings } from './authStrings';

const TABS: { id: AuthTab; label: `auth.tab.${AuthTab}` }[] = [
  { id: 'login', label: 'auth.tab.login' },
  { id: 'signup', label: 'auth.tab.signup' },
  { id: 'reset', label: 'auth.tab.reset' },
];

/** The sign-in page's tabs; arrow keys move between them, as ARIA's tabs pattern asks. */
export default function AuthTabs({ tab, onChoose }: { tab: AuthTab; onChoose: (tab: AuthTab) => void }) {
  const say = useSay<AuthStrings>();
  return (
    <div
      role="tablist"
      aria-label={say['auth.tabs']}
      className="grid grid-cols-3 gap-1 rounded-control bg-surface-muted p-1"
    >
      {TABS.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`tab-${t.id}`}
          aria-selected={tab === t.id}
          aria-controls={`panel-${t.id}`}
          tabIndex={tab === t.id ? 0 : -1}
          className="rounded-[0.5rem] px-2 py-2 text-sm font-semibold text-ink-muted aria-selected:bg-surface aria-selected:text-ink aria-selected:shadow-card"
          onClick={() => {
            onChoose(t.id);
          }}
          onKeyDown={(e) => {
            const index = TABS.findIndex((x) => x.id === tab);
            const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            const next = TABS[(index + step + TABS.length) % TABS.length];
            if (next) {
              onChoose(next.id);
              document.getElementById(`tab-${next.id}`)?.focus();
            }
          }}
        >
          {say[t.label]}
        </button>
      ))}
    </div>
  );
}
