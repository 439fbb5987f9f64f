// M-5 Computer (Cage, 212_014): event — lies on your [OS] ship, or on a non-Borg ship of yours with Computer Skill x2 among its crew; that ship moves and initiates battle with no staffing and no leader aboard. Unique ("(Unique.)" in its text).
import { defineCard } from '../../behaviour/define';

export default defineCard('212_014', {
  title: 'M-5 Computer',
  scenario: 'behaviour/ship-autonomy.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-showing-or-crewed', icons: ['OS'], crew: 'Computer Skill x2', notAffiliations: ['Borg'] },
  duration: 'on-target-card',
  hostActsUncrewed: true,
});
