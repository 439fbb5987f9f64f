// Launch Bay (brokenbow, 192_025): incident — on your table. In place of your card draw (once a turn: the draw it replaces), you may take into hand from your deck a [Sta] shuttlepod (a download: shown, deck reshuffled). Once per game you may download Grappler, Emergency Evacuation, or both (one use shared by the three choices; Grappler goes aboard your NX-class ship, as its own text lets it report: `anyPlace`, behaviour/download-places.ts). Your [Sta] shuttlepods may be loaded aboard (four at most) and launched from your NX-class ships with a Tractor Beam (behaviour/carried-ships.ts), and may land on or take off from planets for 1 RANGE each (behaviour/landing-permits.ts).
//   1E rulebook › DOWNLOADING; EXECUTING ORDERS › LAND & TAKE OFF.
import { defineCard } from '../../behaviour/define';

const grappler = { kind: 'card-to-download', filter: { titles: ['Grappler'] }, anyPlace: true } as const;

export default defineCard('192_025', {
  title: 'Launch Bay',
  scenario: 'behaviour/download-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'shuttlepod-to-hand',
      costs: ['card-draw'],
      targets: { kind: 'card-to-download-to-hand', filter: { types: ['Ship'], affiliations: ['Starfleet'], characteristics: ['Shuttlepod'] } },
      effects: [{ kind: 'download-target-to-hand' }],
    },
    // "Grappler and/or Emergency Evacuation": three choices, one use a game between them.
    { id: 'grappler', limit: 'once-per-game', limitShared: 'bay-download', targets: grappler, effects: [{ kind: 'download-target' }] },
    {
      id: 'evacuation',
      limit: 'once-per-game',
      limitShared: 'bay-download',
      targets: { kind: 'card-to-download', filter: { titles: ['Emergency Evacuation'] } },
      effects: [{ kind: 'download-target' }],
    },
    {
      id: 'both',
      limit: 'once-per-game',
      limitShared: 'bay-download',
      targets: grappler,
      effects: [{ kind: 'download-target' }, { kind: 'download-also-titled', titles: ['Emergency Evacuation'] }],
    },
  ],
  permits: [
    { kind: 'ships-may-be-carried', ships: { affiliations: ['Starfleet'], characteristic: 'Shuttlepod' }, carriers: { shipClassIncludes: 'NX Class' }, carrierEquipment: 'Tractor Beam', limit: 4 },
    { kind: 'ships-may-land', ships: { affiliation: 'Starfleet', shipClassIncludes: 'Shuttlepod' }, perTurn: false, range: 1 },
  ],
});
