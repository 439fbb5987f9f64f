// Cardassian Liberation Front (dow, 227_011): incident — lies on a Cardassia Region planet mission; your [DS9] Cardassian personnel, your equipment (to the planet) and your [DS9] Cardassian ships with at most one staffing icon (into space there) may report there, and once each turn one personnel with "resistance" in lore, or a [DS9] Cardassian dissident, for free; discarded when you have a facility in play. Once each turn, in place of your normal card play, you may download Revolutionaries (played on the table, its first way) or Stolen Attack Ship (to this mission, as this card lets it report: `anyPlace`, behaviour/download-places.ts).
//   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; DOWNLOADING.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_011', {
  title: 'Cardassian Liberation Front',
  scenario: 'behaviour/download-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { regions: ['Cardassia Region'], planet: true } },
  duration: 'on-target-mission',
  reportsHere: [
    { personnel: { property: 'DS9', affiliation: 'Cardassian' } },
    { equipment: true },
    { ships: { property: 'DS9', affiliation: 'Cardassian', maxStaffingIcons: 1 } },
    { personnel: { property: 'DS9', affiliation: 'Cardassian' }, lore: ['resistance'], free: true, onceEachTurn: true },
    { personnel: { property: 'DS9', affiliation: 'Cardassian', characteristic: 'Dissident' }, free: true, onceEachTurn: true },
  ],
  discardWhen: [{ kind: 'you-have-in-play', any: [{ types: ['Facility'] }] }],
  abilities: [
    {
      id: 'download',
      limit: 'once-per-turn',
      costs: ['normal-card-play'],
      targets: { kind: 'card-to-download', filter: { titles: ['Revolutionaries', 'Stolen Attack Ship'] }, anyPlace: true },
      effects: [{ kind: 'download-target' }],
    },
  ],
});
