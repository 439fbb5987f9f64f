// Tinkerer (crossover, 181_030): incident — on your table; once each turn you may stop your non-[Bor] ENGINEER personnel aboard your damaged ship or facility to repair it fully (that choice once per game). The other two choices for the stop — non-hand weapon equipment from your discard pile shuffled into your deck, or an equipment present discarded to download an ENGINEER-related equipment there — are manual.
//   1E rulebook › DAMAGE AND REPAIRS › REPAIR; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; behaviour/aboard-repairs.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_030', {
  title: 'Tinkerer',
  scenario: 'behaviour/turn-abilities.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'repair',
      limit: { kind: 'per-game', times: 1, oncePerTurn: true },
      limitShared: 'tinker',
      // An ENGINEER: the classification, or the skill printed in the box.
      targets: { kind: 'your-personnel-aboard-damaged', filter: { notAffiliation: 'Borg', anyOf: [{ classification: 'ENGINEER' }, { skill: 'ENGINEER' }] } },
      effects: [{ kind: 'stop-target' }, { kind: 'repair-target-host' }],
    },
  ],
  manual: [
    'the second choice (same once-each-turn use, stopping the ENGINEER): shuffle any number of non-hand weapon equipment from your discard pile into your draw deck',
    'the third choice (same use): discard an equipment present with the ENGINEER to download an ENGINEER-related equipment there',
  ],
});
