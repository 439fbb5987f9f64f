// Holoprogram: Noah's Mountain Retreat (ha, 125_028): incident — seeded or played on a ship or facility with a Holodeck, it lies there; on your ship, Secret Agent Julian Bashir (or a personnel whose lore names him) may report aboard; in place of your normal card play you may download such a personnel aboard (ActivateCard). Reporting aboard the opponent's ship and replacing Dr. Noah at the start of your turn are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_028', {
  title: "Holoprogram: Noah's Mountain Retreat",
  scenario: 'behaviour/holoprograms.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-holodeck', facilities: true, anyones: true },
  duration: 'on-target-card',
  // Issue 15 (voyent): seeds where it plays (seed-on-target.ts).
  seedsOnTarget: true,
  // Read only while it lies on its owner's ship (report-aboard.ts › reportAboardFiltersOf).
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', anyOf: [{ title: 'Secret Agent Julian Bashir' }, { loreIncludes: 'Secret Agent Julian Bashir' }] } }],
  abilities: [
    {
      id: 'download-bashir',
      costs: ['normal-card-play'],
      targets: { kind: 'download-aboard-host', filter: { types: ['Personnel'], titleOrLoreWords: 'Secret Agent Julian Bashir' } },
      effects: [{ kind: 'download-aboard-host' }],
    },
  ],
  manual: [
    'reporting such a personnel aboard the opponent’s ship or a facility',
    'with your Transporter Skill aboard: at the start of your turn, replace (discard) your Dr. Noah (or a personnel whose lore names him) present by downloading another version of the same persona',
  ],
});
