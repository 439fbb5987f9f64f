// Lower Decks (au, 103_042): event — on your table, your universal personnel that are not holograms get +2 to every attribute.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_042', {
  title: 'Lower Decks',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, filter: { universal: true, notIcons: ['Holo'] }, whose: 'yours', to: {}, where: 'table' }],
});
