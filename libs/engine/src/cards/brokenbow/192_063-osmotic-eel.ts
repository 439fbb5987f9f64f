// Osmotic Eel (brokenbow, 192_063): personnel — may report for free where its owner's Phlox is present. Reporting on Mordan IV (no such card in the card list) and its once-each-turn nullify / protection skill stay manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_063', {
  title: 'Osmotic Eel',
  scenario: 'behaviour/personnel-d.spec.ts',
  reports: [{ kind: 'self-where-present', with: { names: ['Phlox'] }, cost: 'free' }],
  manual: ['reports for free on Mordan IV', 'once each turn (where present), may nullify 1 Tribble OR prevent a [22] personnel from being disabled or placed in stasis'],
});
