// Tommygun (fc, 109_025): equipment (a hologram's hand weapon) — at the start of a personnel battle it is present at, its owner may stun one opposing personnel in it picked at random, or erase the opposing holograms present.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses); MISCELLANEOUS RULES › RANDOM SELECTION (behaviour/battle-random-stuns.ts).
// Used in its owner's response window to the battle just initiated; using one of the two closes that window, so one per battle.
export default defineCard('109_025', {
  title: 'Tommygun',
  scenario: 'behaviour/battle-random-stuns.spec.ts',
  play: { window: { kind: 'report' } },
  abilities: [
    { id: 'stun', window: { kind: 'response', to: 'battle-initiated' }, targets: { kind: 'personnel-battle-where-this-is' }, effects: [{ kind: 'stun-random-opposing-in-battle' }] },
    { id: 'erase', window: { kind: 'response', to: 'battle-initiated' }, targets: { kind: 'personnel-battle-where-this-is' }, effects: [{ kind: 'erase-opposing-holograms-present' }] },
  ],
  // Issue 15 (lead): in a Rogue Borg battle against its crew (fought by the engine, no window) it is used for its owner
  // (behaviour/boarding-openers.spec.ts).
  boardingBattleOpener: { kind: 'stun-random-member' },
});
