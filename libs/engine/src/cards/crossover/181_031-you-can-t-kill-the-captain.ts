// You Can't Kill the Captain (crossover, 181_031): incident — on your table. Your [DS9][TE] personnel who die are stored on
// it (face up, not in play) instead of going to your discard pile. Once each turn, discarding a card stored on it gives one of
// your [DS9][TE] personnel a skill of your choice until the end of the turn.
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; GETTING HURT › KILLED OR DESTROYED ("unless a card says
//   otherwise"). Behaviour/stored-cards.ts, discard-redirects.ts, named-skills.ts.
import { defineCard } from '../../behaviour/define';

const captains = { property: 'DS9', icons: ['TE'] } as const;

export default defineCard('181_031', {
  title: "You Can't Kill the Captain",
  scenario: 'behaviour/stored-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  stores: {},
  // "You may place them here": always taken (a decision to review: no prompt as the personnel dies).
  discardRedirect: { whose: 'yours', filter: captains, killedOnly: true, to: 'here' },
  abilities: [
    {
      id: 'any-skill',
      limit: 'once-per-turn',
      costs: [{ kind: 'discard-stored', count: 1 }],
      targets: { kind: 'your-personnel-and-any-skill', filter: captains },
      effects: [{ kind: 'grant-named-skill-until-end-of-turn' }],
    },
  ],
  manual: ['at the start of each of your turns, V.I.P. until the end of the turn for your [DS9][Fed][TE] personnel with the highest INTEGRITY (your choice if tied)'],
});
