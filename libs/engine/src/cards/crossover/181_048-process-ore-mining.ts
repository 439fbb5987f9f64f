// Process Ore: Mining (crossover, 181_048): objective — seeds or plays on your planet mission that is not a homeworld and lies atop it; Geology joins that mission's requirements. At the start of each of your turns, while you have no facility there and your non-Borg personnel with Geology are on that planet with none of your opponent's, you may "process ore": discard a non-Referee card from hand, place the bottommost non-Referee card of your discard pile in your point area (1 bonus point), then draw a card (two with Geology x2 among them).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › SOLVING; PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions;
// MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL" ("start of each turn": the owner's turns); CONTROL AND
// OWNERSHIP › "HERE" AND "PRESENT"; WINNING THE GAME › BONUS POINTS. Behaviour/ore-mining.ts. Readings: the Geology
// joins the requirements for whoever solves the mission; "unopposed" is no personnel of the opponent's on that planet;
// "2 Geology present" is Geology x2 summed over your non-Borg personnel on the planet; the point is a bonus point
// (a card other than a mission); discarding none declines (the offer is the hand pick).
export default defineCard('181_048', {
  title: 'Process Ore: Mining',
  scenario: 'behaviour/ore-mining.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, planet: true, notHomeworld: true } },
  duration: 'on-target-mission',
  addsToMissionRequirements: 'Geology',
  atTurnStart: {
    whose: 'your',
    optional: true,
    requires: [{ kind: 'no-facility-of-yours-here' }, { kind: 'yours-unopposed-here', filter: { notAffiliation: 'Borg' }, skill: 'Geology' }],
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'hand', whose: 'you', filter: { notIcons: ['Ref'] } },
        pick: 1,
        upTo: true,
        chosen: 'discard',
        then: [
          { kind: 'bottom-discard-to-point-area', filter: { notIcons: ['Ref'] }, points: 1 },
          { kind: 'draw-by-skill-here', skill: 'Geology', filter: { notAffiliation: 'Borg' }, twoAt: 2 },
        ],
      },
    ],
  },
});
