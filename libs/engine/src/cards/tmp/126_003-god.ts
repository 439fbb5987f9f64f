// God (tmp, 126_003): dilemma — unless two Away Team members each have INTEGRITY>7, it lies on the mission and one ship here (the opponent's pick) is destroyed; while it lies there you attempt the mission only with a ship of yours here.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_003', {
  title: 'God',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'God',
    steps: [
      { kind: 'count', any: [{ filter: { above: { attribute: 'INTEGRITY', value: 7 } }, atLeast: 2 }] },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'place', on: 'mission', affected: 'none' } },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'destroy-ship-here', chooser: 'opponent' } },
    ],
    ongoing: { requiresOwnShipHere: true },
  },
});
