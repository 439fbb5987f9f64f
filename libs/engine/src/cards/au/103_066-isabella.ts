// Isabella (au, 103_066): interrupt on a non-Borg ship at a nebula mission — the ship is destroyed at the end of the player's next turn unless a Youth personnel is aboard; then discarded. The Worshiper mode is manual.
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
  manual: ['the other mode: kill a Greed personnel who just exploited a Worshiper dilemma (no window for "exploited")'],
});
