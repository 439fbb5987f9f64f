// Eight of Fifteen (borg, 124_052): personnel — may download Borg Nanoprobes in place of the normal card play (so at most once each turn).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_052', {
  title: 'Eight of Fifteen',
  scenario: 'behaviour/personnel-c.spec.ts',
  skillDownloads: [{ titles: ['Borg Nanoprobes'], insteadOf: 'normal-card-play', per: 'turn' }],
});
