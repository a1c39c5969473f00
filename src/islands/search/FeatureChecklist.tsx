import type { FacetOption } from '../../lib/domain/facetOptions';
import CheckChips from './CheckChips';

interface Props {
  /** The type's features, with their counts when the panel has them. */
  options: readonly FacetOption[];
  chosen: readonly string[];
  onChange: (features: string[]) => void;
}

/** The features as toggles; a feature no listing of the search has is disabled unless chosen. */
export default function FeatureChecklist({ options, chosen, onChange }: Props) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="field-label">Features</legend>
      <CheckChips options={options} chosen={chosen} onChange={onChange} />
    </fieldset>
  );
}
