// Brain Drain (au, 103_055): interrupt — once each turn, on any personnel in a crew or Away Team: it has no skills and CUNNING 0 until the end of the turn; or played on Interphasic Plasma Creatures in play, lying on it and doubling its effects (its STRENGTH change counts twice).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_055', {
  title: 'Brain Drain',
  scenario: 'behaviour/dilemma-doublers.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'personnel', whose: 'any' },
  modifiers: [{ kind: 'host-gains', losesAllSkills: true, zeroes: ['CUNNING'], to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  // Until the end of the turn only on a personnel (behaviour/dilemma-doublers.ts).
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self-on-host-type', types: ['Personnel'] }] }],
  // The other way (1E rulebook › THE CARDS; behaviour/dilemma-doublers.ts): it stays on the dilemma while both are in play.
  doublesHostDilemma: true,
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'card-in-play', filter: { titles: ['Interphasic Plasma Creatures'] } },
      duration: 'on-target-card',
      triggers: [],
    },
  ],
});
