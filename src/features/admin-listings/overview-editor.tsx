import { BOAT_STATUS_LABELS } from '@harbour/domain/boats/boat-status';
import { BOAT_STATUSES, type BoatStatus } from '@harbour/domain/schemas/boat';
import { SelectField } from '@/ui/form-field';
import { BoatBasicsFields } from './boat-basics-fields';
import { ListingTermsEditor, ShowAsSoldToggle } from './listing-terms-editor';
import { FeaturesEditor, SpecificationsEditor } from './listing-sections';
import type { EditState } from './model/listing-overview';
import type { ListingFormErrors } from './model/listing-form';
import { card, grid2, sectionTitle } from './styles';

export interface OverviewEditorProps {
  edit: EditState;
  errors: ListingFormErrors;
  currentYear: number;
  onChange: (next: Partial<EditState>) => void;
  /** Stable: the specifications' unit conversion runs in an effect that depends on it. */
  onSpecsChange: (next: Pick<EditState, 'particulars' | 'customSpecs'>) => void;
}

/** The Overview tab's editor: the boat, the listing's terms, its status, features and specifications. */
export function OverviewEditor({ edit, errors, currentYear, onChange, onSpecsChange }: OverviewEditorProps) {
  return (
    <>
      <section className={card} aria-labelledby="basics-heading">
        <h2 id="basics-heading" className={sectionTitle}>
          Boat
        </h2>
        <div className={grid2}>
          <BoatBasicsFields values={edit} errors={errors} currentYear={currentYear} onChange={onChange} />
        </div>
      </section>
      <ListingTermsEditor values={edit} errors={errors} onChange={onChange} />
      <section className={card} aria-labelledby="status-heading">
        <h2 id="status-heading" className={sectionTitle}>
          Status
        </h2>
        <SelectField
          label="Status"
          placeholder="Select status"
          options={BOAT_STATUSES.map((s) => ({ value: s, label: BOAT_STATUS_LABELS[s] }))}
          value={edit.status}
          error={errors.status}
          onChange={(e) => onChange({ status: e.target.value as BoatStatus })}
        />
        {edit.status === 'sold' ? (
          <ShowAsSoldToggle checked={edit.showAsSold} onChange={(showAsSold) => onChange({ showAsSold })} />
        ) : null}
      </section>
      <FeaturesEditor
        features={edit.features}
        error={errors.features}
        onChange={(features) => onChange({ features })}
      />
      <SpecificationsEditor
        particulars={edit.particulars}
        customSpecs={edit.customSpecs}
        errors={errors}
        onChange={onSpecsChange}
      />
    </>
  );
}
