// Officer Exchange Program (TNG, 155_029): incident — on your table. Once each turn, in place of your card draw, you may take into hand from your deck (a download: the opponent sees it, the deck is reshuffled) I.K.S. Pagh or a [TNG] personnel whose lore names that ship. Trading a Tactic for points in battle with the Pagh is manual (no Battle Bridge side deck).
import { defineCard } from '../../behaviour/define';

export default defineCard('155_029', {
  title: 'Officer Exchange Program',
  scenario: 'behaviour/hand-downloads.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'download-to-hand',
      limit: 'once-per-turn',
      costs: ['card-draw'],
      targets: {
        kind: 'card-to-download-to-hand',
        filter: { anyOf: [{ types: ['Ship'], titles: ['I.K.S. Pagh', 'I.K.S. Pagh (The Next Generation)'] }, { types: ['Personnel'], icons: ['TNG'], titleOrLoreWords: 'I.K.S. Pagh' }] },
      },
      effects: [{ kind: 'download-target-to-hand' }],
    },
  ],
  manual: ['once every turn, a Tactic about to be placed on an opposing ship in battle with your I.K.S. Pagh placed out of play instead to score 5 points (once per game per Tactic title)'],
});
