// Klingon Baldric (plw, 223_008): equipment — your Klingons present without Treachery get INTEGRITY +2; in a personnel battle your Worf or one of your Klingon leaders present with it may pair first and choose the adversary.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_008', {
  title: 'Klingon Baldric',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attributes', attributes: ['INTEGRITY'], delta: 2, to: { characteristics: ['Klingon'], notSkills: ['Treachery'] }, where: 'present' }],
  // Issue 15 (battle2): behaviour/battle-pairings.ts; tested in behaviour/battle-pairings.spec.ts.
  abilities: [{ id: 'pair-first', window: { kind: 'response', to: 'battle-initiated' }, targets: { kind: 'your-first-pair', personas: ['Worf'], leaderAffiliation: 'Klingon' }, effects: [{ kind: 'pair-first-with' }] }],
});
