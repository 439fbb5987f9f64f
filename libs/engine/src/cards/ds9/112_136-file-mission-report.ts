// File Mission Report (ds9, 112_136): objective — seeded or played on the table. After you solve a mission, one of the personnel who met its requirements with a classification or skill they have may, before you attempt another mission, "file a mission report" while unopposed at a site that allows it: 5 bonus points, then the objective is discarded; one per mission (FileMissionReport, behaviour/mission-reports.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_136', {
  title: 'File Mission Report',
  scenario: 'behaviour/site-text.spec.ts',
  play: { window: { kind: 'normal-play' } },
  missionReport: { points: 5 },
});
