// Think Tank Assistance (Ls, 249_005): incident — seeds on the Vidiian homeworld (Vidiia) and lies atop it; your Think Tank personnel may attempt that mission, and your personnel and ships whose title or lore names the Think Tank are Vidiian while it lies there.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_005', {
  title: 'Think Tank Assistance',
  scenario: 'behaviour/control-changes-yours.spec.ts',
  // The card list marks the personnel whose lore names the Think Tank with this characteristic.
  seedsOnTarget: { kind: 'mission-at-place', places: ['Vidiia'], homeworldOf: 'Vidiian' },
  permits: [{ kind: 'attempt-here', who: { characteristics: ['Think Tank-related personnel'] } }],
  // 1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; REPORTING FOR DUTY › COMPATIBLE (behaviour/control-changes.ts).
  affiliationLoss: { to: { characteristics: ['Think Tank-related personnel'], titleOrLoreWords: ['Think Tank'], ships: true }, becomes: 'Vidiian', yours: true },
});
