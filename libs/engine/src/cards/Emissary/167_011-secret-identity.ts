// Secret Identity (Emissary, 167_011): dilemma — one member of the opponent's choice is discarded; if you did not seed it, you may download a personnel of its affiliation into the team.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_011', {
  title: 'Secret Identity',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Secret Identity',
    steps: [
      { kind: 'pick', targets: { by: 'choice', chooser: 'opponent', count: 1 } },
      { kind: 'act', targets: { by: 'picked' }, action: 'discard' },
      { kind: 'if', test: { seededByOpponent: true }, then: { kind: 'join-team', from: 'download' } },
    ],
  },
});
