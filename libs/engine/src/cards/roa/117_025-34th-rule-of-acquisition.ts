// 34th Rule of Acquisition (roa, 117_025): event — lies on your Acquisition personnel or arms dealer; once every turn, in your window just after a battle is initiated or just after an opponent's ship is damaged, you download two Gold-Pressed Latinum where that personnel is (three when an arms dealer) or draw two cards. It and the 35th Rule nullify each other (35th Rule's side).
//   1E rulebook › BATTLE; DAMAGE AND REPAIRS › ROTATION DAMAGE; DOWNLOADING; THE PLAY PHASE › Alternating Actions
//   (behaviour/response-abilities.ts, damaged-windows.ts, verbs-personnel-c.ts › download-titled-here).
// Rogue Borg battles are the roaming cards' own (self-controlled.ts) and open no battle window: the "non-Rogue-Borg" clause holds by itself.
import { defineCard } from '../../behaviour/define';
import type { Ability } from '../../behaviour/vocabulary-activations';

const LATINUM = 'Gold-Pressed Latinum';
const dealer = [{ kind: 'host-personnel', filter: { characteristic: 'Arms dealer' } }] as const;
// One limit for them all: once every turn, whichever moment and way.
const shared = { limit: 'once-per-turn', limitShared: 'rule-34' } as const;
const moments = [
  ['battle', { kind: 'response', to: 'battle-initiated' }],
  ['damaged', { kind: 'response', to: 'ship-damaged', by: 'opponent' }],
] as const;

// Each moment: download two Latinum here (the first copies found: copies of one title are alike), three when the host is an arms dealer, or draw two cards.
const abilities: readonly Ability[] = moments.flatMap(([id, window]): Ability[] => [
  { id: `${id}-latinum`, ...shared, window, effects: [{ kind: 'download-titled-here', titles: [LATINUM, LATINUM] }] },
  { id: `${id}-latinum-dealer`, ...shared, window, requires: dealer, effects: [{ kind: 'download-titled-here', titles: [LATINUM, LATINUM, LATINUM] }] },
  { id: `${id}-draw`, ...shared, window, effects: [{ kind: 'draw', who: 'you', count: 2 }] },
]);

export default defineCard('117_025', {
  title: '34th Rule of Acquisition',
  scenario: 'behaviour/damaged-windows.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { anyOf: [{ skill: 'Acquisition' }, { characteristic: 'Arms dealer' }] } },
  duration: 'on-target-card',
  abilities,
});
