// Activate Thalaron Weapon (NEM, 241_025): objective — played on a homeworld mission while your Scimitar is in the Romulus
// System Region; at the end of each of your turns, while your staffed Scimitar is at that mission, you may probe, in three
// stages: a [Rom] card extends the emitters (from then on [Rom] is skipped on the list); a [Cmd] card then primes the
// generator (only once the emitters are out); an Interrupt then deploys the weapon (only once primed): every personnel at
// this mission's location — at every location of its region when it lies in one — not aboard the Scimitar is killed, and
// the objective is discarded.
//   1E rulebook › END OF TURN › PROBING (at the end of your turn; the list read in order, one outcome); THE CARDS ›
//   EVENTS, INCIDENTS, & OBJECTIVES. Stages: behaviour/objective-stages.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_025', {
  title: 'Activate Thalaron Weapon',
  scenario: 'behaviour/objective-stages.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'your-ship-titled-in-region', title: 'Scimitar', region: 'Romulus System Region' }] },
  targets: { kind: 'mission', missions: { homeworld: true } },
  duration: 'on-target-mission',
  triggers: [
    {
      on: 'turn-ends',
      whose: 'your',
      from: 'this-turn',
      effects: [
        {
          kind: 'may',
          effects: [
            {
              kind: 'if-staffed-ship-here',
              title: 'Scimitar',
              then: [
                {
                  kind: 'probe',
                  who: 'you',
                  outcomes: [
                    { name: 'emitters extended', match: { icons: ['Rom'], affiliations: ['Romulan'] }, unlessStage: 'emitters extended', effects: [{ kind: 'objective-stage', set: 'emitters extended' }] },
                    { name: 'generator primed', match: { icons: ['Cmd'] }, effects: [{ kind: 'objective-stage', set: 'generator primed', needs: 'emitters extended' }] },
                    {
                      name: 'weapon deployed',
                      match: { types: ['Interrupt'], icons: ['Interrupt'] },
                      effects: [{ kind: 'if-objective-stage', stage: 'generator primed', then: [{ kind: 'kill-all-here', spareAboard: 'Scimitar', wholeRegion: true }, { kind: 'discard-self' }] }],
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
