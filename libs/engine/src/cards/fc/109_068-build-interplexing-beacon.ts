// Build Interplexing Beacon (fc, 109_068): Borg-Only Objective — played on the table targeting a ship (anyone's). While your
// current objective is Assimilate Homeworld targeting Earth with its scouting complete, it may still be played (and then
// suspends that objective while it is on the table) only if your Stop First Contact lies in your discard pile (read as
// nullified). Your Borg scout the target ship by being aboard it at the end of your turn; on a later turn, at its end, with
// the ship orbiting Montana Missile Complex (the 2063 Earth time location) and a Borg of yours aboard, you may probe: a [Com]
// or [Def] card sets the transponder rods (a stage); a [Nav] card, once the rods are set, completes it: placed on the ship,
// and the suspended objective completed (Assimilate Homeworld's own completion).
//   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; SCOUTING › Scouting Ships; THE CARDS › TIME LOCATIONS;
//   END OF TURN › PROBING. Words: behaviour/objective-suspensions.ts, objective-ships.ts, objective-stages.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_068', {
  title: 'Build Interplexing Beacon',
  scenario: 'behaviour/objective-suspensions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-ship' },
  borgObjective: { suspends: { title: 'Assimilate Homeworld', targetPlace: 'Earth', ifNullified: 'Stop First Contact' } },
  triggers: [
    { on: 'played', effects: [{ kind: 'record-objective-card' }] },
    {
      on: 'end-of-turn',
      effects: [
        {
          kind: 'after-ship-scouting',
          atTimeLocation: 'Montana Missile Complex',
          then: [
            {
              kind: 'may',
              effects: [
                {
                  kind: 'probe',
                  who: 'you',
                  outcomes: [
                    { name: 'transponder rods set', match: { icons: ['Com', 'Def'] }, effects: [{ kind: 'objective-stage', set: 'transponder rods set' }] },
                    {
                      name: 'timeline disrupted',
                      match: { icons: ['Nav'] },
                      effects: [{ kind: 'if-objective-stage', stage: 'transponder rods set', then: [{ kind: 'complete-suspended-objective' }, { kind: 'objective-on-target-ship' }] }],
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
