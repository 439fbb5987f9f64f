// Launch Bay (brokenbow, 192_025): incident — on your table. In place of your card draw (once a turn: the draw it replaces), you may take into hand from your deck a [Sta] shuttlepod (a download: shown, deck reshuffled). Your [Sta] shuttlepods may be loaded aboard (four at most) and launched from your NX-class ships with a Tractor Beam (behaviour/carried-ships.ts). The once-per-game download of Grappler and/or Emergency Evacuation, and the shuttlepods' landing and take-off for 1 RANGE, are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_025', {
  title: 'Launch Bay',
  scenario: 'behaviour/hand-downloads.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'shuttlepod-to-hand',
      costs: ['card-draw'],
      targets: { kind: 'card-to-download-to-hand', filter: { types: ['Ship'], affiliations: ['Starfleet'], characteristics: ['Shuttlepod'] } },
      effects: [{ kind: 'download-target-to-hand' }],
    },
  ],
  permits: [{ kind: 'ships-may-be-carried', ships: { affiliations: ['Starfleet'], characteristic: 'Shuttlepod' }, carriers: { shipClassIncludes: 'NX Class' }, carrierEquipment: 'Tractor Beam', limit: 4 }],
  manual: [
    'once per game, downloading Grappler and/or Emergency Evacuation',
    'your [Sta] shuttlepods landing on and taking off from planets using 1 RANGE',
  ],
});
