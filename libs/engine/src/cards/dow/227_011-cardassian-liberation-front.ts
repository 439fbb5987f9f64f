// Cardassian Liberation Front (dow, 227_011): incident — lies on a Cardassia Region planet mission; your [DS9] Cardassian personnel may report there, and once each turn one with "resistance" in lore, or a [DS9] Cardassian dissident, for free; discarded when you have a facility in play. Equipment and ship reports there and the downloads in place of the normal card play are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_011', {
  title: 'Cardassian Liberation Front',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { regions: ['Cardassia Region'], planet: true } },
  duration: 'on-target-mission',
  reportsHere: [
    { personnel: { property: 'DS9', affiliation: 'Cardassian' } },
    { personnel: { property: 'DS9', affiliation: 'Cardassian' }, lore: ['resistance'], free: true, onceEachTurn: true },
    { personnel: { property: 'DS9', affiliation: 'Cardassian', characteristic: 'Dissident' }, free: true, onceEachTurn: true },
  ],
  discardWhen: [{ kind: 'you-have-in-play', any: [{ types: ['Facility'] }] }],
  manual: [
    'your equipment, and your [DS9] Cardassian ships with one or fewer staffing icons, may report here',
    'once each turn, in place of your normal card play, you may download Revolutionaries OR Stolen Attack Ship',
  ],
});
