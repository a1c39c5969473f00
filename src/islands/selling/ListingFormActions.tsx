import type { SaveAs } from '../../lib/domain/listingForm';
import { Spinner } from '../ui/icons';
import { useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

interface Props {
  /** An existing listing: "Save changes" on every step. */
  editing: boolean;
  /** The edited listing is live or sold (no Publish). */
  published: boolean;
  lastStep: boolean;
  saving: SaveAs | null;
  /** Saving or uploading: no second save. */
  blocked: boolean;
  onBack: (() => void) | null;
  onSave: (status: SaveAs) => void;
}

const SAVE_STYLE = 'btn disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The listing form's buttons. A new listing is saved from the last step (draft
 * or published); an existing one can be saved from any step, since a seller
 * changing the price should not have to walk through the photos.
 */
export default function ListingFormActions({ editing, published, lastStep, saving, blocked, onBack, onSave }: Props) {
  const say = useSay<SellStrings>();
  const saveButton = (status: SaveAs, label: string, primary: boolean) => (
    <button
      type="button"
      className={`${SAVE_STYLE} ${primary ? 'btn-primary' : 'btn-outline'}`}
      disabled={blocked}
      aria-busy={saving === status}
      onClick={() => {
        onSave(status);
      }}
    >
      {saving === status && <Spinner className="size-4" />}
      {label}
    </button>
  );

  return (
    <div className="flex flex-wrap items-center gap-3">
      {onBack && (
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {say['sell.back']}
        </button>
      )}
      <div className="ml-auto flex flex-wrap justify-end gap-3">
        {editing && saveButton('keep', say['sell.saveChanges'], lastStep && published)}
        {!lastStep && (
          <button type="submit" className="btn btn-primary">
            {say['sell.next']}
          </button>
        )}
        {lastStep && !editing && saveButton('draft', say['sell.saveDraft'], false)}
        {lastStep && !published && saveButton('active', say['sell.publish'], true)}
      </div>
    </div>
  );
}
