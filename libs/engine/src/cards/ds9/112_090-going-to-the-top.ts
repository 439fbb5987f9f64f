// Going to the Top (ds9, 112_090): interrupt — with two of your [Cmd] personnel together on a facility, a personnel with Leadership x2 compatible with them is downloaded to them (once per game per affiliation).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_090', {
  title: 'Going to the Top',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel-to-download-to-pair', filter: { skill: 'Leadership', skillLevel: 2 }, icon: 'Cmd', oncePerAffiliation: true },
  triggers: [{ on: 'played', effects: [{ kind: 'record-affiliation-use' }, { kind: 'download-to-named-place' }] }],
});
