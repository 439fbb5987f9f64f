// Salvage Starship (fc, 109_072): Borg-Only Objective — seeded or played on the table targeting a space mission with a point box where an opponent's ship was destroyed (or Wolf 359) and no [BO] objective on it; your Borg scout it; once scouting is complete (an earlier turn), at the end of your turn with Borg there you may probe: [Nav] or [Def] completes it (placed on the mission, 30 points). Seeded, its target is chosen as it seeds. The salvaged ship from the opponent's discard pile and its special equipment for your ships stay manual.
import { defineCard } from '../../behaviour/define';
import { scoutThenProbe } from '../../behaviour/scouting-builders';

export default defineCard('109_072', {
  title: 'Salvage Starship',
  scenario: 'behaviour/scouting.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { space: true, pointBox: true, opponentShipDestroyed: true, orTitles: ['Wolf 359'], noBorgObjective: true } },
  borgObjective: { scouts: 'location' },
  triggers: scoutThenProbe({ name: 'salvaged', icons: ['Nav', 'Def'], points: 30 }),
  whenSeeded: [{ kind: 'choose-objective-target' }],
  manual: ['searching the opponent\'s discard pile for a ship to place beneath it', 'that ship\'s special equipment added to all your ships'],
});
