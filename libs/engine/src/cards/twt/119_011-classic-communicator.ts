// Classic Communicator (twt, 119_011): equipment — once each turn, one of your [OS] personnel present with it takes a skill of another of your compatible [OS] personnel at the same place until the end of the turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_011', {
  title: 'Classic Communicator',
  scenario: 'behaviour/skill-copies.spec.ts',
  play: { window: { kind: 'report' } },
  // Issue 15 (skill-copies): kept only while the receiver stays with the communicator and the source at its location
  // (1E current rulings › Classic Communicator); "present" is read as the same crew or Away Team as the receiver.
  abilities: [
    {
      id: 'add-skill',
      limit: 'once-per-turn',
      targets: { kind: 'your-personnel-and-skill-to-copy', from: 'personnel-present', presentWithSelf: true, receiver: { icons: ['OS'] }, source: { icons: ['OS'] }, sourceYours: true, compatible: true },
      effects: [{ kind: 'copy-skill-until-end-of-turn', keep: 'with-card-and-source' }],
    },
  ],
});
