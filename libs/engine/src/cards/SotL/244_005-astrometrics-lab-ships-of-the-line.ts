// Astrometrics Lab (Ships of the Line) (SotL, 244_005): event — lies on your ship; once each turn, while your Stellar Cartography is aboard, you may discard the top card of your draw deck to give that ship RANGE +3 this turn (ActivateCard).
import { defineCard } from '../../behaviour/define';

export default defineCard('244_005', {
  title: 'Astrometrics Lab (Ships of the Line)',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'yours' },
  duration: 'on-target-card',
  abilities: [
    {
      id: 'range',
      limit: 'once-per-turn',
      requires: [{ kind: 'host-crew-has', skill: 'Stellar Cartography' }],
      effects: [{ kind: 'discard-top-of-draw', who: 'you', count: 1 }, { kind: 'extra-range-host-ship', range: 3 }],
    },
  ],
});
