// Stop First Contact (fc, 109_073): Borg-Only Objective — played on the table; when your current objective is Assimilate
// Homeworld targeting Earth with its scouting complete, it may still be played and suspends that objective while it is on the
// table. Its target is the Montana Missile Complex time location (downloaded onto Earth first when it is not in play). At the
// end of your turn, with a staffed ship of yours at that time location, you may probe: a [Def] card destroys any Phoenix
// there, discards this objective, completes the suspended objective (Assimilate Homeworld's own completion: placed on
// Earth, 40 points, the planet assimilated), and then you may download one Objective card.
//   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; THE CARDS › TIME LOCATIONS; DOWNLOADING; END OF TURN › PROBING.
//   Words: behaviour/objective-suspensions.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_073', {
  title: 'Stop First Contact',
  scenario: 'behaviour/objective-suspensions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  borgObjective: { suspends: { title: 'Assimilate Homeworld', targetPlace: 'Earth' } },
  triggers: [
    { on: 'played', effects: [{ kind: 'target-time-location', title: 'Montana Missile Complex' }] },
    {
      on: 'turn-ends',
      whose: 'your',
      from: 'this-turn',
      effects: [
        {
          kind: 'may',
          effects: [
            {
              kind: 'if-staffed-ship-at-target',
              then: [
                {
                  kind: 'probe',
                  who: 'you',
                  outcomes: [
                    {
                      name: 'timeline disrupted',
                      match: { icons: ['Def'] },
                      effects: [{ kind: 'destroy-ships-titled-at-target', title: 'Phoenix' }, { kind: 'discard-self' }, { kind: 'complete-suspended-objective' }, { kind: 'offer-objective-download' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});
