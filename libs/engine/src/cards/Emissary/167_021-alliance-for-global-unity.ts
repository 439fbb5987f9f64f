// Alliance for Global Unity (Emissary, 167_021): incident — on your table, your Bajoran personnel in play have no Resistance (every
// level lost, for requirements and every other skill check); once each turn one of your [DS9] Bajoran personnel whose lore names the Circle reports for free to a facility in the Bajor Region; it is discarded once you play, or if you have played, a personnel that is not [Baj], [Non] or [Neu] (the record of cards played).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_021', {
  title: 'Alliance for Global Unity',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['DS9'], affiliations: ['Bajoran'] }, lore: ['the Circle'], to: { region: 'Bajor Region' } }],
  // discard-when.ts `record` (card-record.ts, helper records): before or after it entered play.
  discardWhen: [{ kind: 'record', query: { how: 'played', filter: { types: ['Personnel'] }, unless: { affiliations: ['Bajoran', 'Non-Aligned', 'Neutral'] } } }],
  // Issue 15 (helper partners): a table-wide skill loss (modifiers.ts › fleet-personnel-attribute `loses`; spec behaviour/incidents-c.spec.ts).
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: [], delta: 0, loses: ['Resistance'], filter: { affiliation: 'Bajoran' }, whose: 'yours', to: {}, where: 'table' }],
  manual: [
    'your [Baj] personnel not in play losing Resistance too (cards in hand or deck picked out by their printed Resistance)',
    'each time you solve a mission, downloading a [DS9][Baj] card there, an HQ card, Bajoran Civil War or Bajor for Bajorans',
  ],
});
