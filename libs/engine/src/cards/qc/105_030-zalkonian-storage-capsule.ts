// Zalkonian Storage Capsule (qc, 105_030): event — on your table. Once each of your turns, a card from your hand may be
// stored on it (face down); a stored card may go back to your hand at any time. When it leaves play, the stored cards are
// shuffled and put on top of your draw deck, or beneath it if you choose (a yes/no question on the card: yes is beneath).
//   1E rulebook › THE CARDS › EVENTS; LEAVING PLAY. Behaviour/stored-cards.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_030', {
  title: 'Zalkonian Storage Capsule',
  scenario: 'behaviour/stored-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  stores: { faceDown: true, whenHostLeaves: 'shuffled-onto-draw' },
  abilities: [
    { id: 'store', limit: 'once-per-turn', targets: { kind: 'card-in-hand' }, effects: [{ kind: 'store-target' }] },
    { id: 'retrieve', window: 'any-time', targets: { kind: 'stored-here' }, effects: [{ kind: 'stored-targets-to', to: 'hand' }] },
  ],
});
