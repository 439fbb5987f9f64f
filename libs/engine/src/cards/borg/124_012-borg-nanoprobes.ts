// Borg Nanoprobes (borg, 124_012): equipment — once each turn, where it is present, a personnel just stunned in battle by your [Def] drone is abducted and assimilated (a drone under your control). Or (the same once-each-turn limit) it nullifies a Species 8472-related dilemma encountered where it is present (Gravimetric Distortion is not one).
//   1E rulebook › Borg Rule: Abduction; Borg Rule: Personnel Assimilation.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_012', {
  title: 'Borg Nanoprobes',
  scenario: 'behaviour/assimilation.spec.ts',
  play: { window: { kind: 'report' } },
  assimilateStunned: { by: { affiliation: 'Borg', icons: ['Def'], characteristic: 'Drone' } },
  // The card list tags those dilemmas with the keyword "Species 8472-related dilemma" (Gravimetric Distortion has none).
  nullifies: [{ kind: 'dilemmas-where-present', titles: [], keyword: 'Species 8472-related dilemma', sharedLimit: 'Borg Nanoprobes (assimilate)' }],
});
