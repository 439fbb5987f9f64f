// Klingon Baldric (plw, 223_008): equipment — your Klingons present without Treachery get INTEGRITY +2; in personnel battle Worf or a Klingon leader may pair first.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_008', {
  title: 'Klingon Baldric',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attributes', attributes: ['INTEGRITY'], delta: 2, to: { characteristics: ['Klingon'], notSkills: ['Treachery'] }, where: 'present' }],
  manual: ['personnel battle: pairing first and choosing the adversary'],
});
