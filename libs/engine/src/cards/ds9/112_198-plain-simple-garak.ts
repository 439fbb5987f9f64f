// Plain, Simple Garak (ds9, 112_198): personnel — may be replaced by another version of his persona from your hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_198', {
  title: 'Plain, Simple Garak',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'replace', targets: { kind: 'card-in-hand', samePersona: true }, effects: [{ kind: 'exchange-with-target' }] }],
});
