// Strict Dress Code (fc, 109_016): dilemma — you sacrifice (kill) one Diplomacy, one hologram or two [Def] members there, or else the opponent picks one member to die; the mission continues.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_016', {
  title: 'Strict Dress Code',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Strict Dress Code',
    steps: [
      {
        kind: 'choose-available',
        chooser: 'self',
        modes: [
          { name: 'Diplomacy', when: { teamMatching: { filter: { skill: 'Diplomacy' }, atLeast: 1 } } },
          { name: 'hologram', when: { teamMatching: { filter: { icon: 'Holo' }, atLeast: 1 } } },
          { name: 'two [Def]', when: { teamMatching: { filter: { icon: 'Def' }, atLeast: 2 } } },
          { name: 'none' },
        ],
      },
      { kind: 'only-if', test: { mode: 'Diplomacy' }, step: { kind: 'act', targets: { by: 'choice', chooser: 'self', count: 1, filter: { skill: 'Diplomacy' } }, action: 'kill' } },
      { kind: 'only-if', test: { mode: 'hologram' }, step: { kind: 'act', targets: { by: 'choice', chooser: 'self', count: 1, filter: { icon: 'Holo' } }, action: 'kill' } },
      { kind: 'only-if', test: { mode: 'two [Def]' }, step: { kind: 'act', targets: { by: 'choice', chooser: 'self', count: 2, filter: { icon: 'Def' } }, action: 'kill' } },
      { kind: 'only-if', test: { mode: 'none' }, step: { kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 1 }, action: 'kill' } },
    ],
    continues: true,
  },
});
