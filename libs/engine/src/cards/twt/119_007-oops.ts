// Oops! (twt, 119_007): dilemma — without Leadership a random member dies and the rest are stopped; to get past: three staff-icon personnel, three Borg defense drones or a named Ferengi cadet.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_007', {
  title: 'Oops!',
  scenario: 'behaviour/dilemmas/twt.spec.ts',
  dilemma: {
    title: 'Oops!',
    steps: [
      { kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill', unless: 'Leadership' },
      { kind: 'act', targets: { by: 'all' }, action: 'stop', unless: 'Leadership' },
      { kind: 'pass', require: '3 {[Stf] personnel} OR 3 {[Def] personnel} OR {Nog}' },
    ],
  },
});
