// Seize Wesley (au, 103_075): interrupt — on an opponent's ship held by a Ktarian Game: every personnel aboard not yet disabled is disabled, and a Wesley Crusher aboard becomes your captive.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › GETTING HURT › DISABLED; DS9 expansion rules › CAPTURE. Behaviour/seizures.ts.
export default defineCard('103_075', {
  title: 'Seize Wesley',
  scenario: 'behaviour/qcau.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'opponents-ship-under-dilemma', titles: ['Ktarian Game'] },
  triggers: [{ on: 'played', effects: [{ kind: 'disable-aboard-target-capture-titled', titles: ['Wesley Crusher'] }] }],
});
