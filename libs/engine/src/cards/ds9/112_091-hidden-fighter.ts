// Hidden Fighter (ds9, 112_091): interrupt — a ship without staffing requirements is downloaded to your Away Team on a planet (landed there); you may also download Establish Landing Protocols or Engage Shuttle Operations (the second and third ways).
import { defineCard } from '../../behaviour/define';

const fighter = { kind: 'download-for-your-personnel', download: { types: ['Ship'] }, personnel: {}, noStaffingShip: true } as const;

export default defineCard('112_091', {
  title: 'Hidden Fighter',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: fighter,
  triggers: [{ on: 'played', effects: [{ kind: 'download-to-named-place' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: fighter,
      triggers: [{ on: 'played', effects: [{ kind: 'download-to-named-place' }, { kind: 'download-also-titled', titles: ['Establish Landing Protocols'] }] }],
    },
    {
      play: { window: { kind: 'interrupt' } },
      targets: fighter,
      triggers: [{ on: 'played', effects: [{ kind: 'download-to-named-place' }, { kind: 'download-also-titled', titles: ['Engage Shuttle Operations'] }] }],
    },
  ],
});
