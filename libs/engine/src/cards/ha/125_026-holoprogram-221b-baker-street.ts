// Holoprogram: 221B Baker Street (ha, 125_026): incident — seeded or played on your ship or facility with a Holodeck, it lies there; in place of your normal card play you may download Sherlock Holmes (or a personnel whose lore names him) aboard (ActivateCard). The other mode (on your table, personnel placed on it give your copies in play the [Holo] icon) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_026', {
  title: 'Holoprogram: 221B Baker Street',
  scenario: 'behaviour/holoprograms.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-holodeck', facilities: true },
  duration: 'on-target-card',
  // Issue 15 (voyent): seeds where it plays (seed-on-target.ts).
  seedsOnTarget: true,
  abilities: [
    {
      id: 'download-holmes',
      costs: ['normal-card-play'],
      targets: { kind: 'download-aboard-host', filter: { types: ['Personnel'], titleOrLore: 'Sherlock Holmes' } },
      effects: [{ kind: 'download-aboard-host' }],
    },
  ],
  manual: [
    'the other mode: seeds or plays on your table; once each turn place a personnel from hand on it; your copies in play of a personnel placed there gain the [Holo] icon; discard cards placed there at any time',
  ],
});
