// Strategic Sector (tnz, 219_012): event — played on a mission in a region: unless you play Borg (a Borg card of yours in play), you may draw one card for every two missions in that region, plus one when you have no facility there (PlayCard.decline: none drawn); then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_012', {
  title: 'Strategic Sector',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { inRegion: true } },
  // Issue 15 (events-d): "if not playing Borg" read as having no Borg card in play (if-none-in-play).
  triggers: [{ on: 'played', effects: [{ kind: 'if-none-in-play', filter: { affiliations: ['Borg'] }, then: [{ kind: 'may', effects: [{ kind: 'draw-per-region-missions', per: 2, plusIfNoFacility: 1 }] }] }] }],
  duration: 'instant',
});
