// Breen CRM114 (roa, 117_013): equipment — it reports only where your Breen or arms dealer is; at the start of a battle
// kills up to five Rogue Borg present; once each turn its Away Team may attack a landed ship or facility on its planet.
//   1E rulebook › REPORTING FOR DUTY; BATTLE › PERSONNEL BATTLE (2. Responses: "at start of battle"); STRANGE ENCOUNTERS ›
//   SELF-CONTROLLING CARDS. A Rogue Borg battle is fought by the engine against a ship's crew (behaviour/self-controlled.ts):
//   the CRM114 aboard with that crew is used for its owner (behaviour/boarding-openers.ts; spec behaviour/battle-equipment.spec.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('117_013', {
  title: 'Breen CRM114',
  scenario: 'behaviour/battle-equipment.spec.ts',
  play: { window: { kind: 'report' } },
  reportBans: [{ kind: 'normal-reporting' }],
  reports: [
    { kind: 'self-where-present', with: { characteristic: 'Breen' } },
    { kind: 'self-where-present', with: { characteristic: 'Arms dealer' } },
  ],
  boardingBattleOpener: { kind: 'kill-members', count: 5 },
  manual: ['its Away Team attacking a landed ship or facility on the same planet (no battle of personnel against a ship is modelled)'],
});
