// Sword of Kahless (bog, 116_001): artifact used as equipment — your Klingons with Honor present are INTEGRITY, CUNNING and STRENGTH +3; Kahless present is STRENGTH +7 more and is not killed in personnel battle; not duplicatable.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_001', {
  title: 'Sword of Kahless',
  scenario: 'behaviour/incidents-d.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'attributes', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 3, to: { characteristics: ['Klingon'], skills: ['Honor'] }, where: 'present' },
    { kind: 'attributes', attributes: ['STRENGTH'], delta: 7, to: { titles: ['Kahless'] }, where: 'present' },
  ],
  // Issue 15 (incidents-d): Kahless present survives personnel battle (behaviour/battle-survival.ts); one copy in play in the whole game (behaviour/discard-when.ts).
  survivesBattle: { titles: ['Kahless'] },
  notDuplicatable: true,
});
