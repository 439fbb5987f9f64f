// Reassimilate Lost Drone (borg, 124_049): Borg-Only Objective — seeded or played on the table targeting an opponent's personnel
// with the Borg characteristic who is not of the Borg affiliation (seeded, the target is picked as it seeds, when there is
// one). At the end of your turn, with your Borg Queen in play, you may probe: a [Def] card (coercion): when your Borg ship is
// at the target's location, the target is abducted (held captive) aboard that ship; else a [Com] card (collaboration): when
// the target is abducted by you and your Borg Queen is present with it, it is assimilated (a drone) and the objective is
// placed on it, worth 5 points per printed skill dot of the target (10 per dot for One) while it lies there.
//   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; Borg Rule: Abduction ("functions identically" to capture); Borg
//   Rule: Personnel Assimilation; END OF TURN › PROBING; SCORING POINTS. Words: behaviour/objective-ships.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_049', {
  title: 'Reassimilate Lost Drone',
  scenario: 'behaviour/objective-ships.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-personnel', filter: { characteristic: 'Borg', notAffiliation: 'Borg' } },
  borgObjective: {},
  whenSeeded: [{ kind: 'choose-objective-target' }],
  worthHostDots: { per: 5, titles: { One: 10 } },
  triggers: [
    { on: 'played', effects: [{ kind: 'record-objective-card' }] },
    {
      on: 'turn-ends',
      whose: 'your',
      from: 'this-turn',
      effects: [
        {
          kind: 'may',
          effects: [
            {
              kind: 'if-personnel-in-play',
              filter: { titles: ['Borg Queen'] },
              atLeast: 1,
              then: [
                {
                  kind: 'probe',
                  who: 'you',
                  outcomes: [
                    { name: 'coercion', match: { icons: ['Def'] }, effects: [{ kind: 'abduct-objective-target-to-ship' }] },
                    { name: 'collaboration', match: { icons: ['Com'] }, effects: [{ kind: 'assimilate-objective-target', presentWith: 'Borg Queen' }] },
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
