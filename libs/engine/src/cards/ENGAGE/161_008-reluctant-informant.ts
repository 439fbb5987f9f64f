// Reluctant Informant (ENGAGE, 161_008): dilemma — unless Empathy or a brig is there (nullified), the member with the lowest INTEGRITY and one other [Cmd] member of the opponent's choice are stopped until the end of your next turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_008', {
  title: 'Reluctant Informant',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Reluctant Informant',
    steps: [
      { kind: 'nullified-if', test: { brigPresent: true } },
      { kind: 'pick', targets: { by: 'lowest', measure: 'INTEGRITY', count: 1, tie: 'opponent' } },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop-until-next-turn' },
      { kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 1, filter: { icon: 'Cmd' } }, action: 'stop-until-next-turn' },
    ],
    nullify: 'Empathy',
  },
});
