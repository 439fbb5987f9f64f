// The Romulan Underground (ENGAGE, 161_016): incident — lies on a planet mission of the Romulus System; once each turn, Major Rakal, a [TNG] Romulan dissident, or a [TNG] Romulan with "underground" in lore reports there for free. Your team that includes one of them may attempt the mission (whatever its affiliation icons); when you solve it with three [TNG] Romulan Honor personnel among the solvers, you may discard the incident and three such personnel there to score its 10 points.
//   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise": one personnel of the
//   team must be allowed to attempt, attempt/beginning.ts); SOLVING THE MISSION; SCORING POINTS (points from a card other
//   than a mission are bonus points). Behaviour/missions-incidents-c.ts (`attempt-here`), verbs-objectives.ts
//   (`if-solved-by-team`), choices.ts (`this-card`: the "may"; `personnel-in-play` `here`). "From that Away Team" is read
//   as your matching personnel at the mission (the solvers are there); "Away Team" is not narrowed further: the
//   Romulus System planet missions are planet-only.
import { defineCard } from '../../behaviour/define';
import { youMay } from '../../behaviour/effect-builders';

const HONOR = { property: 'TNG', affiliation: 'Romulan', skill: 'Honor' } as const;

export default defineCard('161_016', {
  title: 'The Romulan Underground',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { regions: ['Romulus System Region'], planet: true } },
  duration: 'on-target-mission',
  // atop-mission-reports.ts: the three share the mission's once-each-turn free report.
  reportsHere: [
    { personnel: { titles: ['Major Rakal'] }, free: true, onceEachTurn: true },
    { personnel: { property: 'TNG', affiliation: 'Romulan', characteristic: 'Dissident' }, free: true, onceEachTurn: true },
    { personnel: { property: 'TNG', affiliation: 'Romulan' }, lore: ['underground'], free: true, onceEachTurn: true },
  ],
  permits: [{ kind: 'attempt-here', who: { anyOf: [{ titles: ['Major Rakal'] }, { icons: ['TNG'], affiliations: ['Romulan'], characteristics: ['Dissident'] }, { icons: ['TNG'], affiliations: ['Romulan'], loreWords: ['underground'] }] } }],
  triggers: [
    {
      on: 'mission-completed',
      effects: [
        {
          kind: 'if-solved-by-team',
          who: HONOR,
          atLeast: 3,
          then: [
            youMay([
              {
                kind: 'choose-cards',
                chooser: 'you',
                pool: { from: 'personnel-in-play', whose: 'you', filter: HONOR, here: true },
                pick: 3,
                chosen: 'discard',
                then: [{ kind: 'discard-self' }, { kind: 'score-points', points: 10, bonus: true }],
              },
            ]),
          ],
        },
      ],
    },
  ],
});
