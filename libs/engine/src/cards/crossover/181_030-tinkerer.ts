// Tinkerer (crossover, 181_030): incident — on your table; once each turn you may stop your unstopped non-[Bor] ENGINEER
// personnel to pick one of three: fully repair your damaged ship or facility they are aboard (that choice once per game);
// shuffle any number of your non-hand weapon equipment from your discard pile into your draw deck; or discard an equipment
// of yours present with them to download an ENGINEER-related equipment there.
//   1E rulebook › DAMAGE AND REPAIRS › REPAIR; DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS;
//   behaviour/aboard-repairs.ts, equipment-tinkering.ts. The three choices share one once-each-turn use (`limitShared`);
//   only the repair counts toward the once-per-game limit. The shuffle is "any number": it is offered while your discard
//   pile holds such an equipment; none chosen, the deck is left as it is (the ENGINEER is stopped all the same).
import { defineCard } from '../../behaviour/define';

// An ENGINEER: the classification, or the skill printed in the box.
const NOT_HAND_WEAPON = { types: ['Equipment'], notCharacteristic: 'hand weapon' } as const;
const ENGINEER = { notAffiliation: 'Borg', anyOf: [{ classification: 'ENGINEER' }, { skill: 'ENGINEER' }] } as const;

export default defineCard('181_030', {
  title: 'Tinkerer',
  scenario: 'behaviour/turn-abilities.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'repair',
      limit: { kind: 'per-game', times: 1, oncePerTurn: true },
      limitShared: 'tinker',
      targets: { kind: 'your-personnel-aboard-damaged', filter: ENGINEER },
      effects: [{ kind: 'stop-target' }, { kind: 'repair-target-host' }],
    },
    {
      id: 'shuffle-equipment',
      limit: 'once-per-turn',
      limitShared: 'tinker',
      targets: { kind: 'your-unstopped-personnel', filter: ENGINEER, discardHolds: NOT_HAND_WEAPON },
      effects: [
        { kind: 'stop-target' },
        {
          kind: 'choose-cards',
          chooser: 'you',
          pool: { from: 'discard', whose: 'you', filter: NOT_HAND_WEAPON },
          pick: 99,
          upTo: true,
          chosen: 'deck-bottom',
          then: [{ kind: 'shuffle-draw-deck', who: 'you' }],
        },
      ],
    },
    {
      id: 'swap-equipment',
      limit: 'once-per-turn',
      limitShared: 'tinker',
      targets: { kind: 'equipment-swap-for-your-personnel', personnel: ENGINEER, download: { types: ['Equipment'], characteristics: ['ENGINEER-related equipment'] } },
      effects: [{ kind: 'stop-named', which: 'second' }, { kind: 'discard-named', which: 'third' }, { kind: 'download-to-named-place' }],
    },
  ],
});
