// Group Therapy (metamorpho, 202_013): incident — seeds or plays on your headquarters or outpost (or site: manual); in place of your end-of-turn card draw you may take into hand from your deck (a download: shown, the deck reshuffled) a [Fed] CIVILIAN, or download a [Fed] genetically enhanced personnel aboard the ship or facility where your Karen Loews is. The classifications Jack, Lauren, Sarina and Patrick may use with Julian Bashir present are manual.
//   1E rulebook › DOWNLOADING; › END OF TURN › DRAW A CARD, Clarifications: Card Draws.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_013', {
  title: 'Group Therapy',
  scenario: 'behaviour/turn-abilities.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility', facilityKind: 'Headquarters' },
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'your-facility', facilityKind: 'Outpost' }, duration: 'on-target-card' }],
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [
    {
      id: 'civilian-to-hand',
      costs: ['card-draw'],
      targets: { kind: 'card-to-download-to-hand', filter: { types: ['Personnel'], affiliations: ['Federation'], classification: 'CIVILIAN' } },
      effects: [{ kind: 'download-target-to-hand' }],
    },
    {
      // The other way of the same card draw (the `card-draw` cost: one replacement a turn): aboard the ship or facility where your Karen Loews is.
      id: 'enhanced-to-karen',
      costs: ['card-draw'],
      targets: {
        kind: 'personnel-to-download-aboard',
        filter: { types: ['Personnel'], affiliations: ['Federation'], characteristics: ['genetically enhanced'] },
        ships: {},
        facilities: true,
        withPersonnel: ['Karen Loews'],
      },
      effects: [{ kind: 'download-target-aboard' }],
    },
  ],
  manual: [
    'seeded or played on your site (only your headquarters or outpost is offered)',
    'the genetically enhanced download to your Karen Loews while she is on a planet (only aboard a ship or facility is offered)',
    'while present with Julian Bashir: your Jack, Lauren, Sarina and any Patrick may use their classification as ENGINEER, MEDICAL, SCIENCE or V.I.P.',
  ],
});
