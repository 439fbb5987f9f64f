// One with the Borg (coldfront, 200_019): incident — on your table: once per game, just after you assimilate an opponent's personnel, your [Def] drone present goes beneath your draw deck and this incident is discarded so that another opposing personnel present, picked at random, is assimilated too. Or played on a ship you assimilated: worth the ship's highest printed attribute in points while a [Com] personnel of yours is aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_019', {
  title: 'One with the Borg',
  scenario: 'behaviour/assimilation-windows.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'another',
      limit: 'once-per-game',
      // The assimilating player's own `personnel-assimilated` window (behaviour/assimilation-windows.ts).
      window: { kind: 'response', to: 'personnel-assimilated' },
      costs: ['discard-self'],
      // Its table way only (not while it lies on a ship by its other way).
      requires: ['self-on-table'],
      targets: { kind: 'your-drone-present-with-just-assimilated', icon: 'Def' },
      effects: [{ kind: 'target-beneath-draw-then-assimilate-random-present' }],
    },
  ],
  // Issue 15 (helper trophies): the other way, on a ship you assimilated (behaviour/trophies.ts; spec behaviour/trophies.spec.ts).
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'your-assimilated-ship' }, duration: 'on-target-card' }],
  worthHostHighestWhile: { icon: 'Com' },
});
