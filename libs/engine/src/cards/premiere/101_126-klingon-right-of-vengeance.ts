// Klingon Right of Vengeance (premiere, 101_126): interrupt — just after a personnel battle in which one of your Klingons died, your other Klingons there attack again at once with doubled STRENGTH.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_126', {
  title: 'Klingon Right of Vengeance',
  scenario: 'battle/battle-cards.spec.ts',
  play: { window: { kind: 'response', to: 'battle-ended' } },
  targets: { kind: 'avenger-after-battle', species: ['Klingon'] },
  triggers: [{ on: 'played', effects: [{ kind: 'avenge-in-battle', species: ['Klingon'], factor: 2 }] }],
});
