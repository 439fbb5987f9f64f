// Get It Done (TNG, 155_026): incident — on your table; once each turn you may put two [TNG] cards from your hand beneath
// your draw deck to choose one: a unique [TNG] personnel gets +2 to every attribute until the end of the turn, OR a [TNG]
// ship gets RANGE +2 until the end of the turn, OR the bottom three personnel and/or ships of your discard pile are shuffled
// into your draw deck. After any use you discard a [TNG] card from hand, or (when you choose none, or hold none) the incident.
//   1E rulebook › THE CARDS › INCIDENTS; MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL"; behaviour/attribute-shifts.ts.
import { defineCard } from '../../behaviour/define';
import type { Effect } from '../../behaviour/vocabulary';
import type { Ability } from '../../behaviour/vocabulary-activations';

const TNG = { property: 'TNG' } as const;
/** The price, then the choice made, then the discard "after any use". */
function use(id: string, targets: Ability['targets'], chosen: readonly Effect[]): Ability {
  return {
    id,
    limit: 'once-per-turn',
    limitShared: 'get-it-done',
    requires: [{ kind: 'hand-holds', atLeast: 2, filter: TNG }],
    ...(targets ? { targets } : {}),
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'hand', whose: 'you', filter: TNG },
        pick: 2,
        chosen: 'deck-bottom',
        then: [...chosen, { kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you', filter: TNG }, pick: 1, upTo: true, chosen: 'discard', ifNone: [{ kind: 'discard-self' }] }],
      },
    ],
  };
}

export default defineCard('155_026', {
  title: 'Get It Done',
  scenario: 'behaviour/get-it-done.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    use('attributes', { kind: 'personnel', whose: 'any', filter: { universal: false, property: 'TNG' } }, [{ kind: 'raise-target-attributes-until-end-of-turn', amount: 2 }]),
    use('range', { kind: 'card-in-play', filter: { types: ['Ship'], property: 'TNG' } }, [{ kind: 'extra-range-target', range: 2 }]),
    use('reshuffle', undefined, [{ kind: 'shuffle-bottom-discards-into-draw', count: 3, types: ['Personnel', 'Ship'] }]),
  ],
});
