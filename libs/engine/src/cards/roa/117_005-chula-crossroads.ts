// Chula: Crossroads (roa, 117_005): dilemma — you probe (then draw the probe card): a [Ref], [Bar], [GQ] or Ferengi card stops two members of your choice; anything else stops one of the opponent's choice.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_005', {
  title: 'Chula: Crossroads',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Chula: Crossroads',
    steps: [
      { kind: 'probe', list: [{ icons: ['Ref', 'Bar', 'GQ', 'Fer'], affiliations: ['Ferengi'] }], probeCard: 'draw' },
      { kind: 'only-if', test: { mode: 'probe-1' }, step: { kind: 'act', targets: { by: 'choice', chooser: 'self', count: 2 }, action: 'stop' } },
      { kind: 'only-if', test: { mode: 'probe-otherwise' }, step: { kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 1 }, action: 'stop' } },
    ],
  },
});
