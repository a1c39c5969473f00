import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { SAVED_SEARCH_NAME_MAX, searchSummary } from '../../lib/domain/savedSearch';
import { $filters } from '../../stores/filters';
import { $saveDialog, closeSaveDialog, saveCurrentSearch } from '../../stores/savedSearches';
import Dialog from '../ui/Dialog';
import FormField from '../ui/FormField';
import { Spinner } from '../ui/icons';
import { useSay } from '../ui/say';
import type { SaveSearchStrings } from './savedSearchStrings';

/** The name of the search to save, offered from its filters; the server's refusal (the 20-search limit) shows here. */
export default function SaveSearchDialog() {
  const say = useSay<SaveSearchStrings>();
  const dialog = useStore($saveDialog, { ssr: 'initial' });
  const filters = useStore($filters, { ssr: 'initial' });

  return (
    <Dialog open={dialog.open} title={say['saved.dialogTitle']} onClose={closeSaveDialog}>
      <NameForm
        key={dialog.suggestion}
        suggestion={dialog.suggestion}
        summary={searchSummary(filters)}
        working={dialog.working}
        error={dialog.error}
        problem={dialog.problem}
      />
    </Dialog>
  );
}

interface FormProps {
  suggestion: string;
  summary: string;
  working: boolean;
  error: string | null;
  problem: string | null;
}

function NameForm({ suggestion, summary, working, error, problem }: FormProps) {
  const say = useSay<SaveSearchStrings>();
  const [name, setName] = useState(suggestion);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveCurrentSearch(name);
  };
  return (
    <form className="mt-2" noValidate onSubmit={submit}>
      <p className="text-sm text-ink-soft">
        {say['saved.dialogLead']} <span className="font-medium text-ink">{summary}</span>
      </p>
      <FormField
        className="mt-4"
        label={say['saved.name']}
        name="name"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX + 20}
        autoComplete="off"
        required
        error={error ?? undefined}
        onChange={(event) => {
          setName(event.target.value);
        }}
      />
      <p
        role="alert"
        className={problem ? 'mt-4 rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700' : 'sr-only'}
      >
        {problem}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-outline" onClick={closeSaveDialog}>
          {say['saved.cancel']}
        </button>
        <button type="submit" className="btn btn-primary" disabled={working}>
          {working && <Spinner className="size-4" />}
          {say['saved.save']}
        </button>
      </div>
    </form>
  );
}
