// My First Raygun (fc, 109_011): dilemma — you probe (the probe card is discarded): an Event, an Interrupt, an [AU] or an [Ent-E] card kills one random member; anything else stops one.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_011', {
  title: 'My First Raygun',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'My First Raygun',
    steps: [
      { kind: 'probe', list: [{ types: ['Event', 'Interrupt'], icons: ['AU', 'Ent-E'] }], probeCard: 'discard' },
      { kind: 'only-if', test: { mode: 'probe-1' }, step: { kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill' } },
      { kind: 'only-if', test: { mode: 'probe-otherwise' }, step: { kind: 'act', targets: { by: 'random', count: 1 }, action: 'stop' } },
    ],
  },
});
