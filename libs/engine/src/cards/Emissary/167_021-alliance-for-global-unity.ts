// Alliance for Global Unity (Emissary, 167_021): incident — on your table, once each turn one of your [DS9] Bajoran personnel whose lore names the Circle reports for free to a facility in the Bajor Region; it is discarded once you play, or if you have played, a personnel that is not [Baj], [Non] or [Neu] (the record of cards played).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_021', {
  title: 'Alliance for Global Unity',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['DS9'], affiliations: ['Bajoran'] }, lore: ['the Circle'], to: { region: 'Bajor Region' } }],
  // discard-when.ts `record` (card-record.ts, helper records): before or after it entered play.
  discardWhen: [{ kind: 'record', query: { how: 'played', filter: { types: ['Personnel'] }, unless: { affiliations: ['Bajoran', 'Non-Aligned', 'Neutral'] } } }],
  manual: [
    'your [Baj] personnel lose Resistance (even if not in play)',
    'each time you solve a mission, downloading a [DS9][Baj] card there, an HQ card, Bajoran Civil War or Bajor for Bajorans',
  ],
});
