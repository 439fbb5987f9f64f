// Borg Data Node (borg, 124_011): equipment — while present with your [Com] Borg, once each turn: download an Adapt card to hand, or glance at the crew of any one ship, or at the top card of any player's draw deck.
import { defineCard } from '../../behaviour/define';

/** "If present with a [Com] Borg" (the acting card is the node: personnel-conditions.ts › with-another). */
const withCommunicationBorg = { kind: 'with-another', affiliation: 'Borg', icon: 'Com' } as const;

export default defineCard('124_011', {
  title: 'Borg Data Node',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  play: { window: { kind: 'report' } },
  // Issue 15 (equipment-e): three abilities sharing one once-each-turn limit ("… OR …"); {Adapt} names the three Adapt cards.
  // The glance is shown to its user alone (CardsShown); "for 10 seconds" is a table manner, not a rule the engine keeps.
  //   1E rulebook › DOWNLOADING (to hand); MISCELLANEOUS RULES › LOOKING AT CARDS; "ONCE PER GAME" AND SIMILAR LIMITS.
  abilities: [
    {
      id: 'download-adapt',
      limit: 'once-per-turn',
      limitShared: 'data-node',
      when: withCommunicationBorg,
      targets: { kind: 'card-to-download', filter: { titles: ['Adapt: Modulate Shields', 'Adapt: Negate Obstruction', 'Adapt: Allocate Resources'] } },
      effects: [{ kind: 'target-to-hand' }, { kind: 'shuffle-draw-deck', who: 'you' }],
    },
    { id: 'glance-crew', limit: 'once-per-turn', limitShared: 'data-node', when: withCommunicationBorg, targets: { kind: 'ship', whose: 'any' }, effects: [{ kind: 'look-aboard-target' }] },
    { id: 'glance-deck', limit: 'once-per-turn', limitShared: 'data-node', when: withCommunicationBorg, targets: { kind: 'player' }, effects: [{ kind: 'look-at-top-of-draw-deck', deck: 'target' }] },
  ],
});
