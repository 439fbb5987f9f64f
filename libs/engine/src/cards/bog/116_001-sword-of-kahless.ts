// Sword of Kahless (bog, 116_001): artifact used as equipment — your Klingons with Honor present are INTEGRITY, CUNNING and STRENGTH +3; Kahless present is STRENGTH +7 more.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_001', {
  title: 'Sword of Kahless',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'attributes', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 3, to: { characteristics: ['Klingon'], skills: ['Honor'] }, where: 'present' },
    { kind: 'attributes', attributes: ['STRENGTH'], delta: 7, to: { titles: ['Kahless'] }, where: 'present' },
  ],
  manual: ['Kahless may not be killed in personnel battle', 'not duplicatable'],
});
