// Red Alert! (premiere, 101_090): event — your normal card play may report any number of personnel, ships and equipment.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_090', {
  title: 'Red Alert!',
  scenario: 'behaviour/premiere-table.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'report-many' }],
});
