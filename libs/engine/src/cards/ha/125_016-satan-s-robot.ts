// Satan's Robot (ha, 125_016): equipment (a hologram, unique) — fights in personnel battle as a combatant with STRENGTH 8,
// none against a Borg or android adversary; a female or holographic adversary it stuns may be captured.
//   1E rulebook › BATTLE › PERSONNEL BATTLE (3. Form Up: cards which act as personnel; 4. Combat; Holodeck rule: a hologram
//   only stuns a non-hologram); CAPTURE (behaviour/battle-equipment.ts; spec behaviour/battle-equipment.spec.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('125_016', {
  title: "Satan's Robot",
  scenario: 'behaviour/battle-equipment.spec.ts',
  play: { window: { kind: 'report' } },
  fightsInBattle: {
    strength: 8,
    battles: ['personnel', 'rogue-borg'],
    noStrengthVs: { anyOf: [{ affiliation: 'Borg' }, { species: 'Borg' }, { species: 'Android' }] },
    captures: { filter: { anyOf: [{ characteristic: 'Female' }, { icons: ['Holo'] }] } },
  },
});
