// Secret Identity (Emissary, 167_011): dilemma — one member of the opponent's choice is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_011', {
  title: 'Secret Identity',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Secret Identity',
    steps: [{ kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 1 }, action: 'discard' }],
    manual: ['if you did not seed it, you may download a personnel of the same affiliation to join the crew or Away Team'],
  },
});
