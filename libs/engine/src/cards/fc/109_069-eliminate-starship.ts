// Eliminate Starship (fc, 109_069): Borg-Only Objective — played on the table targeting an opponent's ship at a location where
// a mission you seeded lies; while it is your current objective your Borg may initiate ship battle against that ship. When
// they destroy it in battle, at once: the objective is discarded and you probe, drawing the probe card: a [Bor] card lets you
// download Salvage Starship (with the mission it will target); else an [AU] card lets you download Temporal Rift (onto one
// of your ships); else a [BO] card damages one other opposing ship at that location, picked at random.
//   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; BATTLE › INITIATING A BATTLE › Borg Rule: Combat is Irrelevant;
//   END OF TURN › PROBING; DOWNLOADING; DAMAGE AND REPAIRS. Words: behaviour/objective-ships.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_069', {
  title: 'Eliminate Starship',
  scenario: 'behaviour/objective-ships.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-ship', opponents: true, atYourMission: true },
  borgObjective: { battlesTarget: 'ship' },
  triggers: [{ on: 'played', effects: [{ kind: 'record-objective-card' }] }],
  whenTargetDestroyed: [
    { kind: 'discard-self' },
    {
      kind: 'probe',
      who: 'you',
      probeCard: 'draw',
      outcomes: [
        { name: 'wreckage', match: { icons: ['Bor'], affiliations: ['Borg'] }, effects: [{ kind: 'offer-download-titled', titles: ['Salvage Starship'] }] },
        { name: 'energy distortion', match: { icons: ['AU'] }, effects: [{ kind: 'offer-download-titled', titles: ['Temporal Rift'] }] },
        { name: 'collateral damage', match: { icons: ['BO'] }, effects: [{ kind: 'damage-random-opposing-ship-there' }] },
      ],
    },
  ],
});
