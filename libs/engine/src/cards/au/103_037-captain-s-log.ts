// Captain's Log (au, 103_037): event — on your table, your ships with their matching commander aboard get +3 WEAPONS and +3 SHIELDS.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_037', {
  title: 'Captain\'s Log',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  shipModifiers: [{ kind: 'fleet-ship-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 3, filter: { matchingCommanderAboard: true } }],
});
