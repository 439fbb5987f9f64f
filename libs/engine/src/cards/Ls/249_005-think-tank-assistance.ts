// Think Tank Assistance (Ls, 249_005): incident — seeds on the Vidiian homeworld (Vidiia) and lies atop it; your Think Tank personnel may attempt that mission. Their becoming Vidiian is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_005', {
  title: 'Think Tank Assistance',
  scenario: 'behaviour/seed-on-target.spec.ts',
  // The card list marks the personnel whose lore names the Think Tank with this characteristic.
  seedsOnTarget: { kind: 'mission-at-place', places: ['Vidiia'], homeworldOf: 'Vidiian' },
  permits: [{ kind: 'attempt-here', who: { characteristics: ['Think Tank-related personnel'] } }],
  manual: ['your Think Tank personnel and ships becoming [Vid]'],
});
