// Isabella (au, 103_066): interrupt on a non-Borg ship at a nebula mission — the ship is destroyed at the end of the player's next turn unless a Youth personnel is aboard; then discarded. Or, just after a Worshiper scored its bonus points for a team, one Greed personnel of that team is killed.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_066', {
  title: 'Isabella',
  scenario: 'behaviour/ships-at-mission-kinds.spec.ts',
  play: { window: { kind: 'interrupt' } },
  // Issue 15 (helper evint): behaviour/ships-at-mission-kinds.ts (the mission card's "Nebula" keyword).
  targets: { kind: 'ship-at-mission-characteristic', characteristic: 'Nebula', notAffiliations: ['Borg'] },
  duration: 'on-target-card',
  // "By end of your next turn": the player's own next turn (not the ship owner's), as Warp Core Breach's timing word reads it.
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'next-turn', effects: [{ kind: 'destroy-host', unless: 'Youth' }, { kind: 'discard-self' }] }],
  modes: [
    // Issue 15 (helper intr): "exploited" is the Worshiper's bonus points scored (its Greed-over-Honor way); the `dilemma-resolved`
    // window opens for it (attempt-windows.ts); spec behaviour/interrupts-intr.spec.ts.
    {
      play: { window: { kind: 'response', to: 'dilemma-resolved' } },
      targets: { kind: 'exploiter-of-dilemma', titles: ['Worshiper'], filter: { skill: 'Greed' } },
      triggers: [{ on: 'played', effects: [{ kind: 'kill-target' }] }],
      duration: 'instant',
    },
  ],
});
