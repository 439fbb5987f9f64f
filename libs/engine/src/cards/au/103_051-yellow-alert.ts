// Yellow Alert (au, 103_051): event — on your table it throws out any Red Alert! in play and keeps it from being played, and your personnel get +1 CUNNING (one copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_051', {
  title: 'Yellow Alert',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-all-titled', titles: ['Red Alert!'] }] }],
  restricts: [{ kind: 'no-plays-titled', titles: ['Red Alert!'] }],
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['CUNNING'], delta: 1, filter: {}, whose: 'yours', to: {}, where: 'table' }],
});
