// Equipment Replicator (TNG, 155_023): incident — seeded or played on your ship whose staffing requires [Cmd], or your outpost, neither showing [DQ]; it lies there. Once each turn, in place of your card draw, you may download aboard that host an equipment whose title has Kit, PADD, Relay, Scanner or Tricorder as a word — while your [TNG] personnel, or three of your non-[AU] ENGINEERs, are aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_023', {
  title: 'Equipment Replicator',
  scenario: 'behaviour/hand-downloads.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: {
    kind: 'your-card-in-play',
    filter: { anyOf: [{ types: ['Ship'], staffingIcon: 'Cmd', notIcons: ['DQ'] }, { types: ['Facility'], facilityKind: 'Outpost', notIcons: ['DQ'] }] },
  },
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [
    {
      id: 'replicate',
      limit: 'once-per-turn',
      costs: ['card-draw'],
      requires: [{ kind: 'host-crew-count', any: [{ filter: { property: 'TNG' }, atLeast: 1 }, { filter: { classification: 'ENGINEER', notIcons: ['AU'] }, atLeast: 3 }] }],
      targets: { kind: 'download-aboard-host', filter: { types: ['Equipment'], titleWords: ['Kit', 'PADD', 'Relay', 'Scanner', 'Tricorder'] } },
      effects: [{ kind: 'download-aboard-host' }],
    },
  ],
});
