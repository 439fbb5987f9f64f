// One with the Borg (coldfront, 200_019): incident — on your table: once per game, just after you assimilate an opponent's personnel, your [Def] drone present goes beneath your draw deck and this incident is discarded so that another opposing personnel present, picked at random, is assimilated too. Its other way (played on a ship you assimilated, worth points while your [Com] personnel is aboard) stays manual.
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
      targets: { kind: 'your-drone-present-with-just-assimilated', icon: 'Def' },
      effects: [{ kind: 'target-beneath-draw-then-assimilate-random-present' }],
    },
  ],
  manual: ["the other way: played on a ship you assimilated, worth points equal to the ship's highest printed attribute while your [Com] personnel is aboard"],
});
