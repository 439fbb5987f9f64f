// Cortical Node Implant (borg, 124_026): incident — placed on your Borg; if a [Com] Borg present with a Borg Data Node, once each turn it may draw a card; once every turn its Borg may lower one attribute by 2 and raise another by 2 until the end of the turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_026', {
  title: 'Cortical Node Implant',
  scenario: 'behaviour/skill-copies.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { affiliation: 'Borg' } },
  duration: 'on-target-card',
  // Issue 15 (skill-copies): abilities of the card lying on the Borg (ActivateCard), as Cranial Transceiver Implant's.
  //   "transfer data": own turn ("each"), a plain draw (never a download).
  //   "regulate implants": "once every turn" on either player's turn (`any-time`), each copy its own limit; the target names the attribute lowered and the one raised.
  abilities: [
    {
      id: 'transfer-data',
      limit: 'once-per-turn',
      perCopy: true,
      requires: [
        { kind: 'host-personnel', filter: { affiliation: 'Borg', icons: ['Com'] } },
        { kind: 'host-present-with', titles: ['Borg Data Node'] },
      ],
      effects: [{ kind: 'draw', who: 'you', count: 1 }],
    },
    {
      id: 'regulate-implants',
      limit: 'once-per-turn',
      perCopy: true,
      window: 'any-time',
      requires: [{ kind: 'host-personnel', filter: { affiliation: 'Borg' } }],
      targets: { kind: 'attribute-pair' },
      effects: [{ kind: 'shift-host-attributes-until-end-of-turn', amount: 2 }],
    },
  ],
});
