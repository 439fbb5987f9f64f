// Discommendation (qc, 105_021): event — played on a Klingon who survived on the losing side of a battle just ended; while it lies there that personnel is Non-Aligned and has no Honor, and its owner scores the card's -5 points.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › BATTLE › AFTER THE BATTLE (responses to the battle just ended); THE CARDS › EVENTS; the point box
// (-5) is lost by the Klingon's owner ("loses points"). Behaviour/host-changes.ts. Read as a personnel battle (the
// survivors where it took place); a ship battle's surviving crew is not offered.
export default defineCard('105_021', {
  title: 'Discommendation',
  scenario: 'behaviour/qcau.spec.ts',
  play: { window: { kind: 'response', to: 'battle-ended' } },
  targets: { kind: 'survivor-of-lost-battle', filter: { species: 'Klingon' } },
  duration: 'on-target-card',
  hostChange: { affiliation: 'Non-Aligned', losesSkills: ['Honor'] },
  triggers: [{ on: 'played', effects: [{ kind: 'target-owner-scores', points: -5 }] }],
});
