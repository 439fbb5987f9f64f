// Full Planet Scan (premiere, 101_117): interrupt — at the start of your turn, on your ship (two or more staffing icons) at a planet mission: its Computer Skill and Geology personnel are stopped and you look at the bottom seed card there.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_117', {
  title: 'Full Planet Scan',
  scenario: 'behaviour/premiere-scans.spec.ts',
  play: { window: { kind: 'interrupt' }, requires: [{ kind: 'start-of-your-turn' }] },
  targets: { kind: 'your-scanning-ship', mission: 'planet', staffingIcons: 2, skills: ['Computer Skill', 'Geology'] },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-crew-with-skills', skills: ['Computer Skill', 'Geology'] }, { kind: 'look-at-bottom-seed' }] }],
});
