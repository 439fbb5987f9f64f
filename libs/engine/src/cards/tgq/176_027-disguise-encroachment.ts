// Disguise Encroachment (tgq, 176_027): objective — plays on your unsolved mission and lies atop it. As it is played there, if you have no facility at that location (or the mission is at Derna), you may at once report a Romulan personnel with Treachery from hand onto that planet, without the normal card play. Once you have solved it, when your opponent has solved (before or after) a mission adjacent to it or in its region, you score 5 bonus points, your opponent loses 5, and it is discarded.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; WINNING THE GAME. Behaviour/near-solves.ts (checked after
// every command). Its point box (+/-5): bonus points for you, a loss for your opponent.
// 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE" (behaviour/immediate-free-plays.ts › toMissionHere):
// "immediately report … here" is read as an extra report the card allows, not the normal card play (which the objective used);
// personnel report onto a planet, so a space mission offers none. No mission of the card list is at Derna (card-facts.ts ›
// missionIsAt): that clause holds once a place table names it.
export default defineCard('176_027', {
  title: 'Disguise Encroachment',
  scenario: 'behaviour/failed-attempt-hindrances.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, unsolved: true } },
  duration: 'on-target-mission',
  triggers: [
    {
      on: 'played',
      effects: [{ kind: 'open-immediate-free-play', filter: { types: ['Personnel'] }, personnel: { affiliation: 'Romulan', skill: 'Treachery' }, toMissionHere: { orAt: ['Derna'] } }],
    },
  ],
  scoresWhenOpponentSolvesNear: { points: 5 },
});
