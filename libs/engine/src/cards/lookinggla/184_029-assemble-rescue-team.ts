// Assemble Rescue Team (lookinggla, 184_029): objective — on your table. At the start of each of your turns, while one of your unique Ferengi
// personnel is held captive by the opponent, you may download The Emperor's New Cloak or Prisoner Exchange (to your table), or Quark, Nog, Leck or
// a Ferengi personnel (not Mirror Universe) whose lore names Quark (reporting for duty where it may) — one card, your pick from the deck.
//   1E rulebook › THE PLAY PHASE › start of turn; CAPTURE; DOWNLOADING (behaviour/turn-starts.ts › yours-held-captive, choices.ts ›
//   download-reporting).
import { defineCard } from '../../behaviour/define';

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
  manual: ['once per game, discarding the objective to score its points when your captured Ferengi personnel is released from a non-Alpha Quadrant location'],
});
