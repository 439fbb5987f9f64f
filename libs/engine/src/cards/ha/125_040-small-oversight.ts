// Small Oversight (ha, 125_040): interrupt — on a [Holo] personnel not wearing a Mobile Holo-Emitter: each [Holo] or [Cmd] personnel present with it is attributes all -3 and without its first-listed skill until the end of the turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_040', {
  title: 'Small Oversight',
  scenario: 'behaviour/lasting-changes.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel-not-bearing', whose: 'any', filter: { icons: ['Holo'] }, titles: ['Mobile Holo-Emitter'] },
  triggers: [{ on: 'played', effects: [{ kind: 'lasting-change', until: 'turn-ends', who: 'present-with-target', filter: { anyOf: [{ icons: ['Holo'] }, { icons: ['Cmd'] }] }, change: { attributes: -3, losesFirstSkill: true } }] }],
});
