// Salvage Starship (fc, 109_072): Borg-Only Objective — seeded or played on the table targeting a space mission with a point box where an opponent's ship was destroyed (or Wolf 359) and no [BO] objective on it; your Borg scout it; once scouting is complete (an earlier turn), at the end of your turn with Borg there you may probe: [Nav] or [Def] completes it (placed on the mission, 30 points). Seeded, its target is chosen as it seeds. Completing it, you may pick a ship from the opponent's discard pile to store beneath it (issue 15, helper stored); while it is in play, that ship's special equipment is your ships' too.
import { defineCard } from '../../behaviour/define';
import { scoutThenProbe } from '../../behaviour/scouting-builders';

export default defineCard('109_072', {
  title: 'Salvage Starship',
  scenario: 'behaviour/scouting.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { space: true, pointBox: true, opponentShipDestroyed: true, orTitles: ['Wolf 359'], noBorgObjective: true } },
  borgObjective: { scouts: 'location' },
  // Behaviour/stored-cards.ts (`stores.lendsEquipment`; choice fate `stored-on-source`).
  stores: { lendsEquipment: true },
  triggers: scoutThenProbe({
    name: 'salvaged',
    icons: ['Nav', 'Def'],
    points: 30,
    also: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'discard', whose: 'opponent', filter: { types: ['Ship'] } }, pick: 1, upTo: true, chosen: 'stored-on-source' }],
  }),
  whenSeeded: [{ kind: 'choose-objective-target' }],
});
