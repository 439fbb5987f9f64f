// D'jarras (SoG, 149_013): event — on your table, your Bajoran OFFICERs also count as CIVILIAN and your Bajoran CIVILIANs as OFFICER.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_013', {
  title: 'D\'jarras',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [
    { kind: 'fleet-personnel-attribute', attributes: [], delta: 0, skills: ['CIVILIAN'], filter: { affiliation: 'Bajoran', classification: 'OFFICER' }, whose: 'yours', to: {}, where: 'table' },
    { kind: 'fleet-personnel-attribute', attributes: [], delta: 0, skills: ['OFFICER'], filter: { affiliation: 'Bajoran', classification: 'CIVILIAN' }, whose: 'yours', to: {}, where: 'table' },
  ],
});
