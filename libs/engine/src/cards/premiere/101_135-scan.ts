// Scan (premiere, 101_135): interrupt — at the start of your turn, on your ship (two or more staffing icons) at a space mission: its Computer Skill and Stellar Cartography personnel are stopped and you look at the bottom seed card there.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_135', {
  title: 'Scan',
  scenario: 'behaviour/premiere-scans.spec.ts',
  play: { window: { kind: 'interrupt' }, requires: [{ kind: 'start-of-your-turn' }] },
  targets: { kind: 'your-scanning-ship', mission: 'space', staffingIcons: 2, skills: ['Computer Skill', 'Stellar Cartography'] },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-crew-with-skills', skills: ['Computer Skill', 'Stellar Cartography'] }, { kind: 'look-at-bottom-seed' }] }],
});
