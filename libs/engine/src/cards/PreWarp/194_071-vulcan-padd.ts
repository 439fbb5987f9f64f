// Vulcan PADD (PreWarp, 194_071): equipment — your [22] personnel present get CUNNING +2; once a turn one of your personnel present may borrow a skill of your ship's special equipment until the end of the turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('194_071', {
  title: 'Vulcan PADD',
  scenario: 'behaviour/skill-copies.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attributes', attributes: ['CUNNING'], delta: 2, to: { icons: ['22'] }, where: 'present' }],
  // Issue 15 (skill-copies): "your ship here" — one of your ships at the personnel's location (or the one it is aboard).
  abilities: [
    {
      id: 'add-skill',
      limit: 'once-per-turn',
      targets: { kind: 'your-personnel-and-skill-to-copy', from: 'ship-equipment-here', presentWithSelf: true },
      effects: [{ kind: 'copy-skill-until-end-of-turn' }],
    },
  ],
});
