// The Vidiian Sodality (voy, 123_065): incident — on your table, once each turn one of your Vidiian MEDICAL-classification personnel reports for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_065', {
  title: 'The Vidiian Sodality',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { classification: 'MEDICAL', affiliations: ['Vidiian'] } }],
  manual: ['instead, an equipment with "MEDICAL" in its text reporting for free', 'the other mode: played on your [Vid] cruiser, your [Vid] personnel may report aboard'],
});
