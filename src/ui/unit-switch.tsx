import type { UnitSystem } from '@harbour/domain/boats/boat-units';
import { useUnits } from './use-units';
import { SegmentedChoice, type SegmentedOption } from './segmented-choice';

// The visible text is the name (what a voice-control user says): 'ft · gal', 'm · L'; the title spells it out.
const CHOICES: SegmentedOption<UnitSystem>[] = [
  { value: 'imperial', label: 'ft · gal', title: 'Feet and US gallons' },
  { value: 'metric', label: 'm · L', title: 'Metres and litres' },
];

/** The site's ft/m switch: two pressed-or-not buttons (44 px targets); the choice is kept on this device. */
export function UnitSwitch() {
  const [units, setUnits] = useUnits();
  return <SegmentedChoice label="Units" options={CHOICES} value={units} onChoose={setUnits} />;
}
