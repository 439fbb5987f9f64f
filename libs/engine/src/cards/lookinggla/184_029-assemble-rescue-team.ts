// Assemble Rescue Team (lookinggla, 184_029): objective — on your table. At the start of each of your turns, while one of your unique Ferengi
// personnel is held captive by the opponent, you may download The Emperor's New Cloak or Prisoner Exchange (to your table), or Quark, Nog, Leck or
// a Ferengi personnel (not Mirror Universe) whose lore names Quark (reporting for duty where it may) — one card, your pick from the deck.
// Once per game, when your captured Ferengi personnel goes back to you from outside the Alpha Quadrant, you may discard it for its points.
//   1E rulebook › THE PLAY PHASE › start of turn; CAPTURE; DOWNLOADING (behaviour/turn-starts.ts › yours-held-captive, choices.ts ›
//   download-reporting).
import { defineCard } from '../../behaviour/define';

const scoreWay = 'discard the objective to score its points';

export default defineCard('184_029', {
  title: 'Assemble Rescue Team',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  atTurnStart: {
    whose: 'your',
    optional: true,
    requires: [{ kind: 'yours-held-captive', filter: { types: ['Personnel'], affiliations: ['Ferengi'], unique: true } }],
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: {
          from: 'draw-deck',
          whose: 'you',
          download: true,
          filter: {
            anyOf: [
              { titles: ["The Emperor's New Cloak", 'Prisoner Exchange'], notTypes: ['Personnel'] },
              { types: ['Personnel'], anyOf: [{ titleWords: ['Quark', 'Nog', 'Leck'] }, { affiliations: ['Ferengi'], notIcons: ['MU'], loreIncludes: 'Quark' }] },
            ],
          },
        },
        pick: 1,
        upTo: true,
        chosen: 'download-reporting',
      },
    ],
  },
  // Once per game, when your captured Ferengi personnel goes back to you from a location outside the Alpha Quadrant, you may
  // discard it for its 10 points (bonus points). 1E rulebook › CAPTURE; SCORING POINTS; "ONCE PER GAME" AND SIMILAR LIMITS
  // (behaviour/release-rewards.ts).
  whenYoursReleased: {
    filter: { affiliation: 'Ferengi' },
    outsideQuadrant: 'Alpha',
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'ways', ways: [scoreWay], oncePerGame: [scoreWay] },
        pick: 1,
        upTo: true,
        chosen: 'stay',
        byWay: { [scoreWay]: [{ kind: 'score-points', points: 10, bonus: true }, { kind: 'discard-self' }] },
      },
    ],
  },
});
