// Navigate Plasma Storms (ds9, 112_140): objective — seeds or plays on your table; at the end of every turn, while any ship is in the Badlands Region, the player whose turn ends probes: an interrupt or doorway damages every ship and facility in space there lacking three Navigation aboard; an objective destroys every one lacking five; an event discards this objective (the probe card stays atop the deck).
import { defineCard } from '../../behaviour/define';

const BADLANDS = 'Badlands Region';

export default defineCard('112_140', {
  title: 'Navigate Plasma Storms',
  scenario: 'behaviour/probes.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    {
      on: 'turn-ends',
      whose: 'every',
      from: 'this-turn',
      effects: [
        {
          kind: 'if-ship-in-region',
          region: BADLANDS,
          then: [
            {
              kind: 'probe',
              who: 'turn-player',
              outcomes: [
                { name: 'flare-up', match: { types: ['Interrupt', 'Doorway'], icons: ['Interrupt', 'Doorway'] }, effects: [{ kind: 'ships-in-region-unless-crew', region: BADLANDS, requirement: 'Navigation x3', act: 'damage' }] },
                { name: 'maelstrom', match: { types: ['Objective'], icons: ['Objective'] }, effects: [{ kind: 'ships-in-region-unless-crew', region: BADLANDS, requirement: 'Navigation x5', act: 'destroy' }] },
                { name: 'plasma storms subside', match: { types: ['Event'], icons: ['Event'] }, effects: [{ kind: 'discard-self' }] },
              ],
            },
          ],
        },
      ],
    },
  ],
});
