// Holoprogram: Fortress of Doom (ha, 125_029): incident — seeded or played on your ship with a Holodeck, it lies there; in place of your normal card play you may download Chaotica (or a card whose lore names him) aboard (ActivateCard; behaviour/holoprograms.ts). The toll on the opponent's attempts at this location while Chaotica is aboard is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_029', {
  title: 'Holoprogram: Fortress of Doom',
  scenario: 'behaviour/holoprograms-more.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-holodeck' },
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [
    {
      id: 'download-chaotica',
      costs: ['normal-card-play'],
      // "any card with his name in lore": not only personnel.
      targets: { kind: 'download-aboard-host', filter: { titleOrLoreWords: 'Chaotica' } },
      effects: [{ kind: 'download-aboard-host' }],
    },
  ],
  manual: [
    'while Chaotica is aboard (and Captain Proton is not at the same location), the opponent discards two cards to attempt the mission at this location unless a [Holo] personnel of theirs takes part in the attempt',
  ],
});
