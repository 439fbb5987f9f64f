// Bodyguards (roa, 117_033): incident — seeded or played on the table; at the start of any personnel battle, each of your
// bodyguards and leaders with SECURITY in it may keep one of your V.I.P. or CIVILIAN personnel out of it; then the incident
// is discarded. Pre-arranging your combat pile (with a non-Borg Leadership personnel or a [Def] drone left in the battle)
// is manual.
//   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses: Bodyguards is named there; 3. Form Up) (behaviour/battle-exclusions.ts;
//   spec behaviour/battle-exclusions.spec.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('117_033', {
  title: 'Bodyguards',
  scenario: 'behaviour/battle-exclusions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'exclude',
      window: { kind: 'response', to: 'battle-initiated' },
      targets: { kind: 'your-personnel-in-battle-to-exclude', classifications: ['V.I.P.', 'CIVILIAN'], onePer: { skill: 'SECURITY', characteristic: 'Bodyguard' } },
      effects: [{ kind: 'exclude-target-from-battle' }, { kind: 'discard-self' }],
    },
  ],
  manual: ['instead of shuffling your combat pile, pre-arranging its order while a non-Borg Leadership personnel or a [Def] drone of yours remains in the battle (no command orders a combat pile)'],
});
