// Hirogen Hunt (borg, 124_028): incident — on your table: in place of your end-of-turn card draw you may take into hand from your deck (a download: shown, the deck reshuffled) Rituals of the Hunt, Hirogen Hunt or a [Hir] ship; once each turn one of your Alpha-Hirogen, or a [Hir] personnel or ship whose lore names an Alpha-Hirogen of yours in play, reports for free. Or it is played on your [Hir] ship, whose transporters then beam through the SHIELDS of any damaged ship at its location, landed ones too.
//   1E rulebook › DOWNLOADING; › END OF TURN › DRAW A CARD, Clarifications: Card Draws; PLAYING "FOR FREE"; EXECUTING ORDERS › BEAM (SHIELDS of an opponent's ship).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_028', {
  title: 'Hirogen Hunt',
  scenario: 'behaviour/turn-abilities.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'your-ship-of-affiliation', affiliation: 'Hirogen' }, duration: 'on-target-card' }],
  // Read only while it lies on a ship (invasive-beaming.ts › hostBeamsThroughDamaged): the other mode.
  hostBeamsThroughDamaged: true,
  abilities: [
    {
      id: 'download-to-hand',
      costs: ['card-draw'],
      requires: ['self-on-table'],
      targets: {
        kind: 'card-to-download-to-hand',
        filter: { anyOf: [{ titles: ['Rituals of the Hunt', 'Hirogen Hunt'] }, { types: ['Ship'], affiliations: ['Hirogen'] }] },
      },
      effects: [{ kind: 'download-target-to-hand' }],
    },
  ],
  // Read from the table only (free-reports.ts › tablePermits): not while the card lies on a ship.
  // The two share one use a turn (no `slot`: one key, free-reports.ts).
  permits: [
    { kind: 'free-report', who: { characteristics: ['Alpha-Hirogen'] } },
    { kind: 'free-report', who: { affiliations: ['Hirogen'] }, types: ['Personnel', 'Ship'], loreNamesYours: { characteristics: ['Alpha-Hirogen'] } },
  ],
});
