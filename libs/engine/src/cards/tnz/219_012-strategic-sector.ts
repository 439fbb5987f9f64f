// Strategic Sector (tnz, 219_012): event — played on a mission in a region: you may draw one card for every two missions in that region, plus one when you have no facility there (PlayCard.decline: none drawn); then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_012', {
  title: 'Strategic Sector',
  scenario: 'behaviour/modes.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { inRegion: true } },
  triggers: [{ on: 'played', effects: [{ kind: 'may', effects: [{ kind: 'draw-per-region-missions', per: 2, plusIfNoFacility: 1 }] }] }],
  duration: 'instant',
  manual: ['no draw for a player playing Borg'],
});
