// You Can't Kill the Captain (crossover, 181_031): incident — on your table. Your [DS9][TE] personnel who die are stored on
// it (face up, not in play) instead of going to your discard pile. Once each turn, discarding a card stored on it gives one of
// your [DS9][TE] personnel a skill of your choice until the end of the turn ("may place them here": a standing answer the
// owner may decline beforehand, at any time). At the start of each of your turns, your
// [DS9][Fed][TE] personnel with the highest INTEGRITY (your choice among those tied) is a V.I.P. until the end of the turn.
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; GETTING HURT › KILLED OR DESTROYED ("unless a card says
//   otherwise"); PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions; TIES ("your choice").
//   Behaviour/stored-cards.ts, discard-redirects.ts, named-skills.ts, turn-starts.ts, choices.ts (`highest`, fate
//   `gains-skill-until-end-of-turn`).
import { defineCard } from '../../behaviour/define';

const captains = { property: 'DS9', icons: ['TE'] } as const;

export default defineCard('181_031', {
  title: "You Can't Kill the Captain",
  scenario: 'behaviour/stored-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  stores: {},
  // "You may place them here": the personnel dies inside another action, where nothing stops to ask; the owner's standing
  // answer (taken unless declined with the 'decline-placing' ability, at any time between actions) decides (standing-declines.ts).
  discardRedirect: { whose: 'yours', filter: captains, killedOnly: true, to: 'here', optional: true },
  abilities: [
    { id: 'decline-placing', window: 'any-time', effects: [{ kind: 'toggle-standing-decline' }] },
    {
      id: 'any-skill',
      limit: 'once-per-turn',
      costs: [{ kind: 'discard-stored', count: 1 }],
      targets: { kind: 'your-personnel-and-any-skill', filter: captains },
      effects: [{ kind: 'grant-named-skill-until-end-of-turn' }],
    },
  ],
  atTurnStart: {
    whose: 'your',
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'personnel-in-play', whose: 'you', filter: { ...captains, affiliation: 'Federation' }, highest: 'INTEGRITY' },
        pick: 1,
        chosen: 'gains-skill-until-end-of-turn',
        gains: 'V.I.P.',
      },
    ],
  },
});
