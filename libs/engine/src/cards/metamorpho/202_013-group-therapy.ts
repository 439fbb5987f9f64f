// Group Therapy (metamorpho, 202_013): incident — seeds or plays on your headquarters or outpost (or site: manual); in place of your end-of-turn card draw you may take into hand from your deck (a download: shown, the deck reshuffled) a [Fed] CIVILIAN. Its other download (a [Fed] genetically enhanced personnel to where your Karen Loews is) and the classifications Jack, Lauren, Sarina and Patrick may use with Julian Bashir present are manual.
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
  ],
  manual: [
    'seeded or played on your site (only your headquarters or outpost is offered)',
    'the other download in place of a card draw: a [Fed] genetically enhanced personnel to your Karen Loews (where she is)',
    'while present with Julian Bashir: your Jack, Lauren, Sarina and any Patrick may use their classification as ENGINEER, MEDICAL, SCIENCE or V.I.P.',
  ],
});
