// Senior Staff Meeting (au, 103_076): interrupt — on your ship whose crew shows OFFICER, ENGINEER, MEDICAL, SCIENCE and SECURITY, at a space mission nobody has attempted: when that crew makes the first attempt there this turn, the first dilemma it meets is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_076', {
  title: 'Senior Staff Meeting',
  scenario: 'behaviour/initial-attempts.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-before-initial-attempt', classifications: ['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY'] },
  duration: 'on-target-card',
  triggers: [
    { on: 'played', effects: [{ kind: 'mark-initial-attempt' }] },
    // "Just before" the attempt: unused, it goes at the end of the turn (behaviour/initial-attempts.ts).
    { on: 'turn-ends', whose: 'your', from: 'this-turn', effects: [{ kind: 'discard-self' }] },
  ],
  permits: [{ kind: 'discard-first-dilemma' }],
});
