// Under Fire (bog, 116_010): dilemma — you probe (the probe card goes back atop the deck): a Doorway, an Interrupt, a card with a special download or a Borg card kills two random members; anything else stops one.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_010', {
  title: 'Under Fire',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Under Fire',
    steps: [
      { kind: 'probe', list: [{ types: ['Doorway', 'Interrupt'], text: ['DL/'], affiliations: ['Borg'], icons: ['Bor'] }], probeCard: 'top' },
      { kind: 'only-if', test: { mode: 'probe-1' }, step: { kind: 'act', targets: { by: 'random', count: 2 }, action: 'kill' } },
      { kind: 'only-if', test: { mode: 'probe-otherwise' }, step: { kind: 'act', targets: { by: 'random', count: 1 }, action: 'stop' } },
    ],
  },
});
